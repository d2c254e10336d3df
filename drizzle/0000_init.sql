CREATE TYPE "public"."member_status" AS ENUM('active', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."member_type" AS ENUM('normal', 'company');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"name" text,
	"tel" text,
	"birth" text,
	"member_type" "member_type" DEFAULT 'normal' NOT NULL,
	"company" text,
	"rank" text,
	"occupation" text,
	"ci_hash" text,
	"roles" text[] DEFAULT '{member}'::text[] NOT NULL,
	"status" "member_status" DEFAULT 'active' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_email_uq" ON "users" USING btree ("email") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_ci_uq" ON "users" USING btree ("ci_hash") WHERE "users"."status" = 'active';--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");