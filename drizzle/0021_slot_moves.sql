-- A moved slot keeps its last move (issue 51): the start it had before, when and why, so My Page
-- marks the booking as changed with the reason the members were told.
ALTER TABLE "event_sessions" ADD COLUMN "moved_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD COLUMN "move_reason" text;
