-- Issue 39 (ADRs 140–143): settlement files (SPEI statements, cash-channel and card settlements),
-- their lines with an outcome, the period's payments matched or missing, the daily alerts when the
-- trial balance or a channel's cash does not tie, and the maker-checker kind that works an exception.
CREATE TABLE "settlement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"line_count" integer NOT NULL,
	"period_from" date,
	"period_to" date,
	"counts" jsonb NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"channel" text NOT NULL,
	"value_date" date NOT NULL,
	"amount" integer NOT NULL,
	"movement_key" text NOT NULL,
	"reference" text NOT NULL,
	"account" text NOT NULL,
	"outcome" text,
	"payment_id" integer,
	"expected_amount" integer,
	"resolution" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settlement_payment_checks" (
	"import_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"line_id" integer
);
--> statement-breakpoint
CREATE TABLE "reconciliation_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_date" date NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD CONSTRAINT "settlement_imports_imported_by_back_office_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payment_checks" ADD CONSTRAINT "settlement_payment_checks_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payment_checks" ADD CONSTRAINT "settlement_payment_checks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_payment_checks" ADD CONSTRAINT "settlement_payment_checks_line_id_settlement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."settlement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_imports_file_hash_uq" ON "settlement_imports" USING btree ("file_hash");--> statement-breakpoint
CREATE INDEX "settlement_imports_created_idx" ON "settlement_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_import_line_uq" ON "settlement_lines" USING btree ("import_id","line_number");--> statement-breakpoint
CREATE INDEX "settlement_lines_key_idx" ON "settlement_lines" USING btree ("channel","movement_key");--> statement-breakpoint
CREATE INDEX "settlement_lines_outcome_idx" ON "settlement_lines" USING btree ("import_id","outcome");--> statement-breakpoint
CREATE INDEX "settlement_lines_payment_idx" ON "settlement_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payment_checks_uq" ON "settlement_payment_checks" USING btree ("import_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_alerts_uq" ON "reconciliation_alerts" USING btree ("business_date","kind","channel");--> statement-breakpoint
CREATE INDEX "reconciliation_alerts_open_idx" ON "reconciliation_alerts" USING btree ("cleared_at") WHERE cleared_at is null;--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'reconciliation.exception'));
