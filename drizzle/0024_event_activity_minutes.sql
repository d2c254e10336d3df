-- How long a programme itself runs where that is shorter than its slot (a docent tour of about 30
-- minutes on a 45-minute ticket, a 10-minute media-art screening, a 3-minute survey): stored once,
-- so the event page, the programme card, the FAQ and the notices say it from the record (decision 070).
ALTER TABLE "events" ADD COLUMN "activity_minutes" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_activity_minutes_ck" CHECK ("activity_minutes" IS NULL OR "activity_minutes" BETWEEN 1 AND 600);--> statement-breakpoint
-- the seeded programme, where a database already holds it (a fresh one gets it from the seed)
UPDATE "events" SET "activity_minutes" = 30 WHERE "seed_key" IN ('popup-ep5-docent', 'popup-ep3-docent');--> statement-breakpoint
UPDATE "events" SET "activity_minutes" = 10 WHERE "seed_key" = 'popup-ep5-media';--> statement-breakpoint
UPDATE "events" SET "activity_minutes" = 3 WHERE "seed_key" = 'popup-ep5-survey';
