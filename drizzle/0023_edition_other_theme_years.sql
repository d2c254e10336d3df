-- The other design themes' years an edition also lays out (EP.05 shows 2023 and 2024 beside its
-- own 2025): each of those years' theme pages lists it among the exhibitions that showed it.
ALTER TABLE "editions" ADD COLUMN "other_theme_years" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- the seeded EP.05, where a database already holds it (a fresh one gets it from the seed)
UPDATE "editions" SET "other_theme_years" = '{2023,2024}'::integer[] WHERE "seed_key" = 'edition:popupep5';
