CREATE TABLE "aml_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rule" text,
	"client_id" integer,
	"payment_id" integer,
	"dedupe_key" text NOT NULL,
	"details" jsonb NOT NULL,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone,
	"raised_by" integer,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aml_alerts_kind_check" CHECK ("aml_alerts"."kind" in ('blocked_list', 'relevant', 'unusual', 'internal')),
	CONSTRAINT "aml_alerts_status_check" CHECK ("aml_alerts"."status" in ('open', 'reported', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "aml_clients" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"risk_grade" text DEFAULT 'low' NOT NULL,
	"risk_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk_at" timestamp with time zone,
	"edd_by" integer,
	"edd_at" timestamp with time zone,
	"screened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"list" text NOT NULL,
	"external_id" text NOT NULL,
	"entry_name" text NOT NULL,
	"version_id" integer NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cleared_by" integer,
	"cleared_reason" text,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_payout_holds" (
	"payout_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"reason" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" integer
);
--> statement-breakpoint
CREATE TABLE "aml_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"layout" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"sha256" text NOT NULL,
	"alerts" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"list" text NOT NULL,
	"external_id" text NOT NULL,
	"full_name" text NOT NULL,
	"curp" text,
	"rfc" text,
	"birth_date" date,
	"line" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"source" text NOT NULL,
	"sha256" text NOT NULL,
	"entries" integer NOT NULL,
	"status" text NOT NULL,
	"loaded_by" integer,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "watchlist_versions_status_check" CHECK ("watchlist_versions"."status" in ('active', 'superseded', 'awaiting_confirmation'))
);
--> statement-breakpoint
ALTER TABLE "aml_alerts" ADD CONSTRAINT "aml_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_alerts" ADD CONSTRAINT "aml_alerts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_alerts" ADD CONSTRAINT "aml_alerts_raised_by_back_office_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_alerts" ADD CONSTRAINT "aml_alerts_decided_by_back_office_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_clients" ADD CONSTRAINT "aml_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_clients" ADD CONSTRAINT "aml_clients_edd_by_back_office_users_id_fk" FOREIGN KEY ("edd_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_matches" ADD CONSTRAINT "aml_matches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_matches" ADD CONSTRAINT "aml_matches_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_matches" ADD CONSTRAINT "aml_matches_cleared_by_back_office_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_payout_holds" ADD CONSTRAINT "aml_payout_holds_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_payout_holds" ADD CONSTRAINT "aml_payout_holds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_payout_holds" ADD CONSTRAINT "aml_payout_holds_released_by_back_office_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_reports" ADD CONSTRAINT "aml_reports_created_by_back_office_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_version_id_watchlist_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."watchlist_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_versions" ADD CONSTRAINT "watchlist_versions_loaded_by_back_office_users_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_versions" ADD CONSTRAINT "watchlist_versions_confirmed_by_back_office_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aml_alerts_dedupe_uq" ON "aml_alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "aml_alerts_status_idx" ON "aml_alerts" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "aml_matches_client_entry_uq" ON "aml_matches" USING btree ("client_id","list","external_id");--> statement-breakpoint
CREATE INDEX "aml_matches_status_idx" ON "aml_matches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "watchlist_entries_version_idx" ON "watchlist_entries" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_versions_active_uq" ON "watchlist_versions" USING btree ("list") WHERE status = 'active';--> statement-breakpoint
-- Issue 50: alerts and reports of the anti-money-laundering duties are kept at least 10 years
-- (CNBV general provisions, art. 95 Bis LGOAAC) and survive any deletion request: the database
-- refuses to delete them, whoever asks (a correction is a new row, never a deletion).
CREATE OR REPLACE FUNCTION aml_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'aml records are kept 10 years: % rows cannot be deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER aml_alerts_kept BEFORE DELETE ON "aml_alerts" FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_reports_kept BEFORE DELETE ON "aml_reports" FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
CREATE TRIGGER aml_matches_kept BEFORE DELETE ON "aml_matches" FOR EACH ROW EXECUTE FUNCTION aml_refuse_delete();--> statement-breakpoint
-- The officer's decision on an alert is a maker-checker request (kind `compliance.alert`).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'settings.provisioning', 'settings.collection_rules', 'reconciliation.exception', 'compliance.alert'));
