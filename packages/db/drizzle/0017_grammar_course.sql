CREATE TABLE "grammar_exercise_progress" (
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grammar_exercise_progress_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "grammar_exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"question" jsonb NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grammar_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grammar_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grammar_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"topic" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"seed_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "grammar_unit_id" integer;--> statement-breakpoint
ALTER TABLE "grammar_exercise_progress" ADD CONSTRAINT "grammar_exercise_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_exercise_progress" ADD CONSTRAINT "grammar_exercise_progress_exercise_id_grammar_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."grammar_exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_exercise_progress" ADD CONSTRAINT "grammar_exercise_progress_unit_id_grammar_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."grammar_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_exercises" ADD CONSTRAINT "grammar_exercises_unit_id_grammar_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."grammar_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_points" ADD CONSTRAINT "grammar_points_unit_id_grammar_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."grammar_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grammar_units" ADD CONSTRAINT "grammar_units_grade_id_grammar_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grammar_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grammar_exercise_progress_user_unit_idx" ON "grammar_exercise_progress" USING btree ("user_id","unit_id");--> statement-breakpoint
CREATE INDEX "grammar_exercise_progress_user_updated_idx" ON "grammar_exercise_progress" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "grammar_exercises_unit_idx" ON "grammar_exercises" USING btree ("unit_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "grammar_exercises_seed_key_unique" ON "grammar_exercises" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "grammar_grades_seed_key_unique" ON "grammar_grades" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "grammar_points_unit_idx" ON "grammar_points" USING btree ("unit_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "grammar_points_seed_key_unique" ON "grammar_points" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "grammar_units_grade_idx" ON "grammar_units" USING btree ("grade_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "grammar_units_seed_key_unique" ON "grammar_units" USING btree ("seed_key");--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_grammar_unit_id_grammar_units_id_fk" FOREIGN KEY ("grammar_unit_id") REFERENCES "public"."grammar_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "words_grammar_unit_idx" ON "words" USING btree ("grammar_unit_id","sort_order");