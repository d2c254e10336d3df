CREATE TABLE "staff_event_scopes" (
	"staff_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "staff_event_scopes_staff_id_event_id_pk" PRIMARY KEY("staff_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "staff_event_scopes" ADD CONSTRAINT "staff_event_scopes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_event_scopes" ADD CONSTRAINT "staff_event_scopes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_event_scopes_event_idx" ON "staff_event_scopes" USING btree ("event_id");
