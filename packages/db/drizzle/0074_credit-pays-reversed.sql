-- ADR 364: a payment reversed after a later one left money above the balance is paid again from that
-- credit; the income the credit paid gets its own CFDI row (form 17, compensación) beside the
-- reversed payment's own, so a payment has at most one row per source.
DROP INDEX "fiscal_income_payment_uq";--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD COLUMN "source" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_income_payment_uq" ON "fiscal_income" USING btree ("payment_id","source");