-- Trigram indexes serve the admin lists' %term% search (ILIKE); PGlite loads the same extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "max_score" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "scaled_score" integer;--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "users_kind_last_login_idx" ON "users" USING btree ("kind","last_login_at");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exam_attempts_submitted_idx" ON "exam_attempts" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "exam_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_user_submitted_idx" ON "exam_attempts" USING btree ("user_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "exam_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_test_submitted_idx" ON "exam_attempts" USING btree ("test_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "exam_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_raw_score_idx" ON "exam_attempts" USING btree ("raw_score","id") WHERE "exam_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_band_idx" ON "exam_attempts" USING btree ("band","id") WHERE "exam_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_attempts_scaled_score_idx" ON "exam_attempts" USING btree ("scaled_score","id") WHERE "exam_attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "exam_tests_name_trgm_idx" ON "exam_tests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Submitted attempts keep their maximum and TOEIC scaled score beside the raw score, for the results list.
UPDATE "exam_attempts" SET "max_score" = ("result"->>'maxScore')::integer, "scaled_score" = ("result"->>'scaledScore')::integer WHERE "result" IS NOT NULL;
