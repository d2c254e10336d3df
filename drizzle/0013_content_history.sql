CREATE TABLE "content_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"patch" jsonb NOT NULL,
	"origin" text NOT NULL,
	"from_revision" integer,
	"publish_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"actor" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookbooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"year" integer NOT NULL,
	"ko" jsonb NOT NULL,
	"en" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"year" integer NOT NULL,
	"ko" jsonb NOT NULL,
	"en" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "hero_alt_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "content_drafts_due_idx" ON "content_drafts" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "content_drafts_record_idx" ON "content_drafts" USING btree ("kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_record_uq" ON "content_revisions" USING btree ("kind","record_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "lookbooks_seed_key_uq" ON "lookbooks" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lookbooks_year_uq" ON "lookbooks" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_years_seed_key_uq" ON "theme_years" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "theme_years_year_uq" ON "theme_years" USING btree ("year");