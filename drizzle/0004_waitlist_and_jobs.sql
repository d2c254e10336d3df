ALTER TYPE "public"."application_status" ADD VALUE 'waitlisted';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'expired';--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"owner" text,
	"locked_until" timestamp with time zone,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
DROP INDEX "applications_active_slot_uq";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "queue_seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_session_status_idx" ON "applications" USING btree ("session_id","status","queue_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_active_slot_uq" ON "applications" USING btree ("user_id","session_id") WHERE "applications"."status" <> 'cancelled' and "applications"."session_id" is not null;