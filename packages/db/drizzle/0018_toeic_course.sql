CREATE TABLE "toeic_course_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"skill" text NOT NULL,
	"edition" text DEFAULT 'ets' NOT NULL,
	"part" integer NOT NULL,
	"title" text NOT NULL,
	"strategy_html" text DEFAULT '' NOT NULL,
	"example_html" text,
	"example_audio_file_id" integer,
	"example_picture_file_id" integer,
	"practice_audio_file_id" integer,
	"practice_picture_file_id" integer,
	"practice_transcript" text DEFAULT '' NOT NULL,
	"practice" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_id" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toeic_course_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"is_correct" boolean NOT NULL,
	"first_answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "toeic_course_lessons" ADD CONSTRAINT "toeic_course_lessons_example_audio_file_id_files_id_fk" FOREIGN KEY ("example_audio_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toeic_course_lessons" ADD CONSTRAINT "toeic_course_lessons_example_picture_file_id_files_id_fk" FOREIGN KEY ("example_picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toeic_course_lessons" ADD CONSTRAINT "toeic_course_lessons_practice_audio_file_id_files_id_fk" FOREIGN KEY ("practice_audio_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toeic_course_lessons" ADD CONSTRAINT "toeic_course_lessons_practice_picture_file_id_files_id_fk" FOREIGN KEY ("practice_picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toeic_course_lessons" ADD CONSTRAINT "toeic_course_lessons_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toeic_course_progress" ADD CONSTRAINT "toeic_course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toeic_course_progress" ADD CONSTRAINT "toeic_course_progress_lesson_id_toeic_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."toeic_course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "toeic_course_lessons_skill_idx" ON "toeic_course_lessons" USING btree ("skill","edition","part","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "toeic_course_lessons_seed_key_unique" ON "toeic_course_lessons" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "toeic_course_progress_unique" ON "toeic_course_progress" USING btree ("user_id","lesson_id","question_index");--> statement-breakpoint
CREATE INDEX "toeic_course_progress_lesson_idx" ON "toeic_course_progress" USING btree ("lesson_id");