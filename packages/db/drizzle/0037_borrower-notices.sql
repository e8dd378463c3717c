-- Issue 38 (ADR 133): borrower notices, one per event, template and channel, queued until the
-- contact window opens; and the borrower's notice preferences (service channel, marketing opt-in).
CREATE TABLE "borrower_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"template" text NOT NULL,
	"channel" text NOT NULL,
	"application_id" integer,
	"loan_id" integer,
	"subject" text,
	"body" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "borrower_notices" ADD CONSTRAINT "borrower_notices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "borrower_notices_once_uq" ON "borrower_notices" USING btree ("event_id","template","channel");--> statement-breakpoint
CREATE INDEX "borrower_notices_due_idx" ON "borrower_notices" USING btree ("status","not_before");--> statement-breakpoint
CREATE INDEX "borrower_notices_client_idx" ON "borrower_notices" USING btree ("client_id","id");--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'both' NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"marketing_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
