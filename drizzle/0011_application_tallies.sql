CREATE TABLE "application_tallies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"waitlisted" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"checked_in" integer DEFAULT 0 NOT NULL,
	"no_show" integer DEFAULT 0 NOT NULL,
	"attendance" integer DEFAULT 0 NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_tallies" ADD CONSTRAINT "application_tallies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tallies" ADD CONSTRAINT "application_tallies_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tallies_event_idx" ON "application_tallies" USING btree ("event_id");