-- ADR 362: a receipt number the back office recorded names one live payment; once that payment is
-- reversed (recorded on the wrong loan, amount or day) the receipt can be recorded again. A provider's
-- reference stays unique for good.
DROP INDEX "payments_reference_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference") WHERE not (payment_type = 'manual' and status = 'reversed');
