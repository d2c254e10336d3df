ALTER TABLE "editions" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;
