CREATE TYPE "public"."skill" AS ENUM('reading', 'listening', 'speaking', 'writing', 'grammar', 'vocabulary', 'toeic');--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_index" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"skill" "skill" NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_index_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "course_index_published_order_idx" ON "course_index" USING btree ("is_published","sort_order");