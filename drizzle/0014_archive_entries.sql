CREATE TABLE "archive_entries" (
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
CREATE UNIQUE INDEX "archive_entries_seed_key_uq" ON "archive_entries" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_entries_year_uq" ON "archive_entries" USING btree ("year");
