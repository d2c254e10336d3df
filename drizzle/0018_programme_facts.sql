ALTER TYPE "public"."inquiry_type" ADD VALUE 'material' BEFORE 'partnership';--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "opens_at" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "closes_at" text DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "hours_exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL;
