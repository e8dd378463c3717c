-- Issue 66, point 5 (ADR 327): each SPEI payout's CEP is read back and its beneficiary compared
-- with the client; a mismatch (or a CEP that never comes) holds the client's further payouts until
-- two compliance officers release it.
CREATE TABLE "payout_beneficiary_checks" (
	"payout_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"name_score" integer,
	"rfc" text,
	"checked_at" timestamp with time zone,
	"alert_id" integer,
	"release_requested_by" integer,
	"release_reason" text,
	"release_requested_at" timestamp with time zone,
	"released_by" integer,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_beneficiary_checks_status_check" CHECK ("payout_beneficiary_checks"."status" in ('pending', 'matched', 'mismatch', 'missing'))
);
--> statement-breakpoint
ALTER TABLE "payout_beneficiary_checks" ADD CONSTRAINT "payout_beneficiary_checks_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_beneficiary_checks" ADD CONSTRAINT "payout_beneficiary_checks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_beneficiary_checks" ADD CONSTRAINT "payout_beneficiary_checks_alert_id_aml_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."aml_alerts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_beneficiary_checks" ADD CONSTRAINT "payout_beneficiary_checks_release_requested_by_back_office_users_id_fk" FOREIGN KEY ("release_requested_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_beneficiary_checks" ADD CONSTRAINT "payout_beneficiary_checks_released_by_back_office_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payout_beneficiary_checks_client_idx" ON "payout_beneficiary_checks" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "payout_beneficiary_checks_due_idx" ON "payout_beneficiary_checks" USING btree ("next_check_at") WHERE status = 'pending';
