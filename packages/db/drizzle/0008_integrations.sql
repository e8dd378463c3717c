CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"link_id" text,
	"institution" text,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_signals" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"iovation_blackbox" text,
	"juicy_session_id" text,
	"hello_soda" jsonb,
	"iovation_result" jsonb,
	"juicy_score_result" jsonb,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_client_id" integer NOT NULL,
	"channel" text NOT NULL,
	"contact_enc" text NOT NULL,
	"contact_hash" text NOT NULL,
	"contact_masked" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"referred_client_id" integer,
	"referred_loan_id" integer,
	"reward" integer,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone,
	"loan_paid_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_veriff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"preset_outcome" text,
	"chosen_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "veriff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"provider" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"decision_code" integer,
	"reason" text,
	"reason_code" integer,
	"decided_via" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_hash" text NOT NULL,
	"document_kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rollover_id" integer,
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"status" integer NOT NULL,
	"principal" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"disbursement_method" text NOT NULL,
	"cash_brand" text,
	"start_date" date,
	"due_date" date NOT NULL,
	"overdue_days" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"method" text NOT NULL,
	"brand" text,
	"amount" integer NOT NULL,
	"reference" text,
	"status" text NOT NULL,
	"confirm_after" timestamp with time zone,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rollovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"days" integer NOT NULL,
	"fee" integer NOT NULL,
	"fee_without_vat" integer NOT NULL,
	"application_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_debit_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"card_hash" text NOT NULL,
	"provider_token" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"holder_name" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payment_type" text NOT NULL,
	"rollover_id" integer,
	"amount" integer NOT NULL,
	"paid_amount" integer,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"barcode" text,
	"clabe" text,
	"expires_at" timestamp with time zone,
	"provider_payment_id" text,
	"recorded_by" text,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_links" ADD CONSTRAINT "bank_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_signals" ADD CONSTRAINT "fraud_signals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_client_id_clients_id_fk" FOREIGN KEY ("referrer_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_client_id_clients_id_fk" FOREIGN KEY ("referred_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veriff_sessions" ADD CONSTRAINT "veriff_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_invoices" ADD CONSTRAINT "loan_invoices_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollovers" ADD CONSTRAINT "rollovers_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_consents" ADD CONSTRAINT "direct_debit_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rollover_id_rollovers_id_fk" FOREIGN KEY ("rollover_id") REFERENCES "public"."rollovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_loan_account_idx" ON "ledger_entries" USING btree ("loan_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reference_uq" ON "ledger_transactions" USING btree ("loan_id","kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_transactions_loan_idx" ON "ledger_transactions" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_links_link_uq" ON "bank_links" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_links_skip_uq" ON "bank_links" USING btree ("client_id") WHERE status = 'skipped';--> statement-breakpoint
CREATE INDEX "bank_links_client_idx" ON "bank_links" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "fraud_signals_client_idx" ON "fraud_signals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_client_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_contact_idx" ON "referrals" USING btree ("contact_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_live_uq" ON "referrals" USING btree ("referrer_client_id","contact_hash") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_uq" ON "referrals" USING btree ("referred_client_id");--> statement-breakpoint
CREATE INDEX "veriff_sessions_client_idx" ON "veriff_sessions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "veriff_sessions_open_uq" ON "veriff_sessions" USING btree ("client_id") WHERE status in ('created', 'submitted');--> statement-breakpoint
CREATE INDEX "veriff_sessions_pending_idx" ON "veriff_sessions" USING btree ("status") WHERE status in ('created', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_application_uq" ON "agreement_signatures" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "loan_invoices_loan_idx" ON "loan_invoices" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_invoices_repayment_uq" ON "loan_invoices" USING btree ("loan_id") WHERE kind = 'repayment';--> statement-breakpoint
CREATE UNIQUE INDEX "loans_application_uq" ON "loans" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "loans_client_idx" ON "loans" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_loan_uq" ON "payouts" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rollovers_loan_idx" ON "rollovers" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rollovers_one_active_uq" ON "rollovers" USING btree ("loan_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "direct_debit_consents_client_idx" ON "direct_debit_consents" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_hash_uq" ON "payment_cards" USING btree ("card_hash");--> statement-breakpoint
CREATE INDEX "payment_cards_client_idx" ON "payment_cards" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_uq" ON "payments" USING btree ("provider_payment_id") WHERE provider_payment_id is not null;--> statement-breakpoint
CREATE INDEX "payments_loan_idx" ON "payments" USING btree ("loan_id");