ALTER TABLE "exam_questions" ADD COLUMN "numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Rows written before the column existed cover their one number.
UPDATE "exam_questions" SET "numbers" = jsonb_build_array("number") WHERE "numbers" = '[]'::jsonb;
