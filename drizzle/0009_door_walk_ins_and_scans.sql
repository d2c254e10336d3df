CREATE TABLE "door_scans" (
	"device_id" text NOT NULL,
	"scan_id" text NOT NULL,
	"application_id" uuid,
	"session_id" uuid NOT NULL,
	"staff_id" uuid,
	"result" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_scans_device_id_scan_id_pk" PRIMARY KEY("device_id","scan_id")
);
--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "walk_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "door_scans_application_idx" ON "door_scans" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_walk_ins_ck" CHECK ("event_sessions"."walk_ins" >= 0);