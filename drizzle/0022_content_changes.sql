-- What each content version changed (issue 54, decision 055): written with the bump, in the same
-- transaction, so the publishing watch renders again only the pages a publish touched. The oldest
-- rows are pruned by the writer; a version with no row is read as "everything changed".
CREATE TABLE "content_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"scope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
