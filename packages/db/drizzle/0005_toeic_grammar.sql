CREATE TYPE "public"."exam_kind" AS ENUM('ielts', 'toeic', 'grammar');--> statement-breakpoint
ALTER TYPE "public"."exam_skill" ADD VALUE 'grammar';--> statement-breakpoint
ALTER TABLE "exam_lessons" ADD COLUMN "kind" "exam_kind" DEFAULT 'ielts' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_question_groups" ADD COLUMN "stimulus_html" text;--> statement-breakpoint
ALTER TABLE "exam_question_groups" ADD COLUMN "image_file_key" text;--> statement-breakpoint
ALTER TABLE "exam_question_groups" ADD COLUMN "audio_file_key" text;--> statement-breakpoint
ALTER TABLE "exam_question_groups" ADD COLUMN "transcript_html" text;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD COLUMN "part" integer;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD COLUMN "directions_html" text;--> statement-breakpoint
ALTER TABLE "exam_tests" ADD COLUMN "kind" "exam_kind" DEFAULT 'ielts' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_tests" ADD COLUMN "edition" text;