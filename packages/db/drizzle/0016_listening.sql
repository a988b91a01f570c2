CREATE TABLE "listening_progress" (
	"user_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"recording_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"best_accuracy" integer DEFAULT 0 NOT NULL,
	"last_accuracy" integer DEFAULT 0 NOT NULL,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"last_typed" text DEFAULT '' NOT NULL,
	"last_speed" real DEFAULT 1 NOT NULL,
	"played_count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_progress_user_id_segment_id_pk" PRIMARY KEY("user_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "listening_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"source" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audio_file_id" integer,
	"transcript" text DEFAULT '' NOT NULL,
	"duration_ms" integer,
	"peaks" jsonb,
	"peaks_source" text,
	"peaks_file_id" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listening_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"recording_id" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"transcript" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_segment_id_listening_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."listening_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_recording_id_listening_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."listening_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_recordings" ADD CONSTRAINT "listening_recordings_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_recordings" ADD CONSTRAINT "listening_recordings_audio_file_id_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_segments" ADD CONSTRAINT "listening_segments_recording_id_listening_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."listening_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listening_progress_user_recording_idx" ON "listening_progress" USING btree ("user_id","recording_id");--> statement-breakpoint
CREATE INDEX "listening_progress_user_updated_idx" ON "listening_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "listening_recordings_lesson_idx" ON "listening_recordings" USING btree ("lesson_id","sort_order");--> statement-breakpoint
CREATE INDEX "listening_recordings_source_idx" ON "listening_recordings" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "listening_recordings_seed_key_unique" ON "listening_recordings" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "listening_segments_recording_idx" ON "listening_segments" USING btree ("recording_id","sort_order");