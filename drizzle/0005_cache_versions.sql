CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("name", "version") VALUES ('events', 0) ON CONFLICT DO NOTHING;
