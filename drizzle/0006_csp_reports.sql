CREATE TABLE "csp_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"format" text NOT NULL,
	"document_url" text NOT NULL,
	"effective_directive" text NOT NULL,
	"blocked_url" text,
	"disposition" text,
	"source_file" text,
	"line_number" integer,
	"column_number" integer,
	"sample" text,
	"status_code" integer,
	"user_agent" text,
	"raw" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_reports_received_idx" ON "csp_reports" USING btree ("received_at");