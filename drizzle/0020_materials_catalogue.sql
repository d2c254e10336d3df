CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"theme" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"ko" jsonb NOT NULL,
	"en" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "materials_key_uq" ON "materials" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_code_uq" ON "materials" USING btree ("code");--> statement-breakpoint
CREATE INDEX "materials_year_idx" ON "materials" USING btree ("year","theme","position");
