CREATE TYPE "public"."application_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."attendance_source" AS ENUM('direct', 'docent');--> statement-breakpoint
CREATE TYPE "public"."event_audience" AS ENUM('members', 'normal', 'company');--> statement-breakpoint
CREATE TYPE "public"."event_kind" AS ENUM('exhibition', 'docent', 'goods', 'drawing', 'tasting', 'media', 'seminar', 'survey', 'notice');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('board', 'survey', 'application');--> statement-breakpoint
CREATE TYPE "public"."event_visibility" AS ENUM('PUBLIC', 'PRIVATE');--> statement-breakpoint
CREATE TYPE "public"."question_kind" AS ENUM('single', 'multiple', 'text');--> statement-breakpoint
CREATE TYPE "public"."inquiry_type" AS ENUM('event', 'partnership', 'other');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid,
	"user_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'confirmed' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text DEFAULT 'ko' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" "attendance_source" DEFAULT 'direct' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "question_kind" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"label_ko" text NOT NULL,
	"label_en" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_length" integer
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_sessions_seats_ck" CHECK ("event_sessions"."taken" >= 0 and "event_sessions"."taken" <= "event_sessions"."capacity"),
	CONSTRAINT "event_sessions_time_ck" CHECK ("event_sessions"."ends_at" > "event_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"type" "event_type" NOT NULL,
	"kind" "event_kind" DEFAULT 'notice' NOT NULL,
	"visibility" "event_visibility" DEFAULT 'PUBLIC' NOT NULL,
	"audience" "event_audience" DEFAULT 'members' NOT NULL,
	"title_ko" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ko" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_ko" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"location" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"apply_opens_at" timestamp with time zone,
	"apply_closes_at" timestamp with time zone,
	"attendance" boolean DEFAULT false NOT NULL,
	"attendance_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_period_ck" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "contact_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"type" "inquiry_type" NOT NULL,
	"name" text NOT NULL,
	"tel" text NOT NULL,
	"email" text NOT NULL,
	"affiliation" text,
	"rank" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"locale" text DEFAULT 'ko' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signups" ADD CONSTRAINT "attendance_signups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signups" ADD CONSTRAINT "attendance_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_answers" ADD CONSTRAINT "contact_answers_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_active_slot_uq" ON "applications" USING btree ("user_id","session_id") WHERE "applications"."status" = 'confirmed' and "applications"."session_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_active_survey_uq" ON "applications" USING btree ("user_id","event_id") WHERE "applications"."status" = 'confirmed' and "applications"."session_id" is null;--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_session_idx" ON "applications" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_event_user_uq" ON "attendance_signups" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "attendance_user_idx" ON "attendance_signups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_questions_position_uq" ON "event_questions" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_seed_key_uq" ON "events" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "events_visibility_ends_idx" ON "events" USING btree ("visibility","ends_at");--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "contact_answers_inquiry_idx" ON "contact_answers" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "contact_answers_created_idx" ON "contact_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_user_idx" ON "contact_inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at");