CREATE TABLE "mail_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"ko" jsonb,
	"en" jsonb,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
