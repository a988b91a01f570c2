CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"writing_prompt_id" integer,
	"speaking_prompt_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"answer_text" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"time_limit_seconds" integer,
	"revision" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"grader_id" integer,
	"marking_started_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"criteria" jsonb,
	"band" real,
	"overall_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"writing_id" integer,
	"speaking_id" integer,
	"kind" text DEFAULT 'idea' NOT NULL,
	"body_html" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaking_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"part" text NOT NULL,
	"topic" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cue_card_html" text DEFAULT '' NOT NULL,
	"model_answer_html" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaking_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"question_index" integer DEFAULT 0 NOT NULL,
	"file_id" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"author_id" integer,
	"anchor_start" integer,
	"anchor_end" integer,
	"quote" text,
	"recording_id" integer,
	"at_ms" integer,
	"criterion" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"title" text NOT NULL,
	"instructions_html" text DEFAULT '' NOT NULL,
	"image_file_id" integer,
	"layout_html" text DEFAULT '' NOT NULL,
	"model_answer_html" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_lessons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "writing_id" integer;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "speaking_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_writing_prompt_id_writing_prompts_id_fk" FOREIGN KEY ("writing_prompt_id") REFERENCES "public"."writing_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_speaking_prompt_id_speaking_prompts_id_fk" FOREIGN KEY ("speaking_prompt_id") REFERENCES "public"."speaking_prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_grader_id_users_id_fk" FOREIGN KEY ("grader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_suggestions" ADD CONSTRAINT "prompt_suggestions_writing_id_writing_prompts_id_fk" FOREIGN KEY ("writing_id") REFERENCES "public"."writing_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_suggestions" ADD CONSTRAINT "prompt_suggestions_speaking_id_speaking_prompts_id_fk" FOREIGN KEY ("speaking_id") REFERENCES "public"."speaking_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_recordings" ADD CONSTRAINT "speaking_recordings_submission_id_practice_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practice_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaking_recordings" ADD CONSTRAINT "speaking_recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_submission_id_practice_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."practice_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_recording_id_speaking_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."speaking_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_prompts" ADD CONSTRAINT "writing_prompts_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_layouts_section_unique" ON "practice_layouts" USING btree ("section");--> statement-breakpoint
CREATE INDEX "practice_submissions_user_idx" ON "practice_submissions" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "practice_submissions_status_idx" ON "practice_submissions" USING btree ("kind","status","submitted_at");--> statement-breakpoint
CREATE INDEX "prompt_suggestions_writing_idx" ON "prompt_suggestions" USING btree ("writing_id","sort_order");--> statement-breakpoint
CREATE INDEX "prompt_suggestions_speaking_idx" ON "prompt_suggestions" USING btree ("speaking_id","sort_order");--> statement-breakpoint
CREATE INDEX "speaking_prompts_part_idx" ON "speaking_prompts" USING btree ("part","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "speaking_prompts_seed_key_unique" ON "speaking_prompts" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "speaking_recordings_question_unique" ON "speaking_recordings" USING btree ("submission_id","question_index");--> statement-breakpoint
CREATE INDEX "submission_comments_submission_idx" ON "submission_comments" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "writing_prompts_task_idx" ON "writing_prompts" USING btree ("task","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "writing_prompts_seed_key_unique" ON "writing_prompts" USING btree ("seed_key");--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_writing_id_writing_prompts_id_fk" FOREIGN KEY ("writing_id") REFERENCES "public"."writing_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_speaking_id_speaking_prompts_id_fk" FOREIGN KEY ("speaking_id") REFERENCES "public"."speaking_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "words_writing_idx" ON "words" USING btree ("writing_id","sort_order");--> statement-breakpoint
CREATE INDEX "words_speaking_idx" ON "words" USING btree ("speaking_id","sort_order");