CREATE TYPE "public"."exam_attempt_mode" AS ENUM('full', 'practice');--> statement-breakpoint
CREATE TYPE "public"."exam_skill" AS ENUM('reading', 'listening');--> statement-breakpoint
CREATE TABLE "exam_attempt_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"response" jsonb,
	"client_seq" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempt_steps_attempt_seq_unique" UNIQUE("attempt_id","client_seq")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"mode" "exam_attempt_mode" NOT NULL,
	"section_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"raw_score" integer,
	"band" real,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "exam_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"skill" "exam_skill" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_question_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"number" integer NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"answer_key" jsonb NOT NULL,
	"explanation" text,
	"evidence" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"passage_html" text,
	"audio_file_key" text,
	"transcript_html" text
);
--> statement-breakpoint
CREATE TABLE "exam_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"name" text NOT NULL,
	"skill" "exam_skill" NOT NULL,
	"duration_seconds" integer NOT NULL,
	"conversion_table" jsonb,
	"is_published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempt_steps" ADD CONSTRAINT "exam_attempt_steps_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempt_steps" ADD CONSTRAINT "exam_attempt_steps_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_test_id_exam_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."exam_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_question_groups" ADD CONSTRAINT "exam_question_groups_section_id_exam_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."exam_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_group_id_exam_question_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."exam_question_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sections" ADD CONSTRAINT "exam_sections_test_id_exam_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."exam_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_tests" ADD CONSTRAINT "exam_tests_lesson_id_exam_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."exam_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_attempt_steps_attempt_question_idx" ON "exam_attempt_steps" USING btree ("attempt_id","question_id","id");--> statement-breakpoint
CREATE INDEX "exam_attempts_user_started_idx" ON "exam_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_test_idx" ON "exam_attempts" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "exam_lessons_skill_sort_idx" ON "exam_lessons" USING btree ("skill","sort_order");--> statement-breakpoint
CREATE INDEX "exam_question_groups_section_sort_idx" ON "exam_question_groups" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE INDEX "exam_questions_group_sort_idx" ON "exam_questions" USING btree ("group_id","sort_order");--> statement-breakpoint
CREATE INDEX "exam_sections_test_sort_idx" ON "exam_sections" USING btree ("test_id","sort_order");--> statement-breakpoint
CREATE INDEX "exam_tests_lesson_sort_idx" ON "exam_tests" USING btree ("lesson_id","sort_order");