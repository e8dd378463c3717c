-- ADRs 370 and 377, their open points: a settlement correction that takes money back from a payment,
-- and a reversal SAT no longer lets the lender cancel, are credited by a CFDI de egreso (`fiscal_credits`
-- of kind `settlement` or `reversal`, naming the statement line, the components credited and the CFDI it
-- reduces); a payment corrected twice gets a `fiscal_income` row per statement line; a borrower's own
-- CFDI and credit note keep their folio and date before they are stamped (a lost answer is retried
-- with the same sealed CFDI). Existing rows: the credits are early payoffs' rebates (the default), and
-- a correction's income names the line that corrected its payment.
DROP INDEX "fiscal_credits_payment_uq";--> statement-breakpoint
DROP INDEX "fiscal_income_payment_uq";--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD COLUMN "kind" text DEFAULT 'rebate' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD COLUMN "settlement_line_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD COLUMN "related_document_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD COLUMN "folio_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD COLUMN "folio_dated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD COLUMN "settlement_line_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD COLUMN "folio_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD COLUMN "folio_dated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD CONSTRAINT "fiscal_credits_settlement_line_id_settlement_lines_id_fk" FOREIGN KEY ("settlement_line_id") REFERENCES "public"."settlement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD CONSTRAINT "fiscal_credits_related_document_id_fiscal_documents_id_fk" FOREIGN KEY ("related_document_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD CONSTRAINT "fiscal_income_settlement_line_id_settlement_lines_id_fk" FOREIGN KEY ("settlement_line_id") REFERENCES "public"."settlement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_credits_payment_uq" ON "fiscal_credits" USING btree ("payment_id","kind",coalesce("settlement_line_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_income_payment_uq" ON "fiscal_income" USING btree ("payment_id","source",coalesce("settlement_line_id", 0));--> statement-breakpoint
UPDATE "fiscal_income" SET "settlement_line_id" = (
  SELECT max("settlement_lines"."id") FROM "settlement_lines"
  WHERE "settlement_lines"."payment_id" = "fiscal_income"."payment_id"
    AND "settlement_lines"."resolution" = 'corrected'
) WHERE "source" = 'settlement';
