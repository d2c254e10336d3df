ALTER TABLE "users" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_version" integer;