-- Capacity is one number (decision 036): a walk-in takes a seat of the slot's counter `taken`
-- while one is free; past capacity it is counted in `over_capacity` (the staff member confirmed it).
ALTER TABLE "event_sessions" ADD COLUMN "over_capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "event_sessions" SET "taken" = least("capacity", "taken" + "walk_ins"), "over_capacity" = greatest(0, "taken" + "walk_ins" - "capacity") WHERE "walk_ins" > 0;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_over_capacity_ck" CHECK ("event_sessions"."over_capacity" >= 0 and "event_sessions"."over_capacity" <= "event_sessions"."walk_ins");
