CREATE TYPE "public"."notice_placement" AS ENUM('home', 'events', 'everywhere');--> statement-breakpoint
CREATE TYPE "public"."policy_kind" AS ENUM('privacy', 'terms');--> statement-breakpoint
ALTER TYPE "public"."staff_role" ADD VALUE 'editor' BEFORE 'door';--> statement-breakpoint
CREATE TABLE "content_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"episode" integer NOT NULL,
	"slug" text NOT NULL,
	"theme_year" integer NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"subtitle_ko" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"intro_ko" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"venue_ko" text DEFAULT '' NOT NULL,
	"venue_en" text DEFAULT '' NOT NULL,
	"address_ko" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"hours_ko" text DEFAULT '' NOT NULL,
	"hours_en" text DEFAULT '' NOT NULL,
	"admission_ko" text DEFAULT '' NOT NULL,
	"admission_en" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"hero_image" text,
	"hero_alt_ko" text DEFAULT '' NOT NULL,
	"hero_alt_en" text DEFAULT '' NOT NULL,
	"floors" jsonb NOT NULL,
	"programmes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editions_period_ck" CHECK ("editions"."ends_on" >= "editions"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"question_ko" text NOT NULL,
	"question_en" text DEFAULT '' NOT NULL,
	"answer_ko" text NOT NULL,
	"answer_en" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"original_name" text NOT NULL,
	"source_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"alt_ko" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"asset_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_variants_asset_id_format_width_pk" PRIMARY KEY("asset_id","format","width")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"title_ko" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"placement" "notice_placement" DEFAULT 'home' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_window_ck" CHECK ("notices"."ends_at" > "notices"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "policy_kind" NOT NULL,
	"version" integer NOT NULL,
	"effective_on" date NOT NULL,
	"body_ko" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"note_ko" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_category_faq_categories_key_fk" FOREIGN KEY ("category") REFERENCES "public"."faq_categories"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editions_seed_key_uq" ON "editions" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "editions_episode_uq" ON "editions" USING btree ("episode");--> statement-breakpoint
CREATE UNIQUE INDEX "editions_slug_uq" ON "editions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_seed_key_uq" ON "faq_entries" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_entries_slug_uq" ON "faq_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("category","position");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_seed_key_uq" ON "notices" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "notices_window_idx" ON "notices" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_kind_version_uq" ON "policy_versions" USING btree ("kind","version");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE set null ON UPDATE no action;