-- Issue 47: a cash barcode or SPEI reference is not a payment. References get a table of their own;
-- a payment row is made when the provider confirms money (the reference's `payment_id`).
CREATE TABLE "payment_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"rollover_id" integer,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"barcode" text,
	"clabe" text,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" integer,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_references_channel_check" CHECK ("payment_references"."channel" in ('cash', 'clabe')),
	CONSTRAINT "payment_references_amount_positive" CHECK ("payment_references"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_rollover_id_rollovers_id_fk" FOREIGN KEY ("rollover_id") REFERENCES "public"."rollovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_references" ADD CONSTRAINT "payment_references_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_reference_uq" ON "payment_references" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_references_payment_uq" ON "payment_references" USING btree ("payment_id") WHERE payment_id is not null;--> statement-breakpoint
CREATE INDEX "payment_references_loan_idx" ON "payment_references" USING btree ("loan_id");--> statement-breakpoint
-- Every cash and SPEI row so far becomes a reference under the same id (the sandbox CLABE is derived
-- from it); a confirmed one points to its payment, which stays. A provider's failure ended one.
INSERT INTO "payment_references" ("id", "loan_id", "client_id", "kind", "channel", "rollover_id", "amount", "reference", "barcode", "clabe", "expires_at", "payment_id", "fake", "created_at")
SELECT "id", "loan_id", "client_id", "kind", "payment_type", "rollover_id", "amount", "reference", "barcode", "clabe",
  CASE WHEN "status" = 'failed' THEN least(coalesce("expires_at", "created_at"), coalesce("completed_at", "created_at")) ELSE coalesce("expires_at", "created_at") END,
  CASE WHEN "status" IN ('completed', 'reversed') THEN "id" END, "fake", "created_at"
FROM "payments" WHERE "payment_type" IN ('cash', 'clabe') AND "amount" > 0;--> statement-breakpoint
-- New references are numbered past every payment, so no derived CLABE repeats an old one.
SELECT setval(pg_get_serial_sequence('payment_references', 'id'), greatest((SELECT coalesce(max("id"), 0) FROM "payments"), (SELECT coalesce(max("id"), 0) FROM "payment_references")) + 1, false);--> statement-breakpoint
-- The unpaid ones were never payments: a settlement line that named one keeps its reference text.
UPDATE "settlement_lines" SET "payment_id" = NULL WHERE "payment_id" IN (SELECT "id" FROM "payments" WHERE "payment_type" IN ('cash', 'clabe') AND "status" IN ('pending', 'failed'));--> statement-breakpoint
DELETE FROM "settlement_payment_checks" WHERE "payment_id" IN (SELECT "id" FROM "payments" WHERE "payment_type" IN ('cash', 'clabe') AND "status" IN ('pending', 'failed'));--> statement-breakpoint
DELETE FROM "payments" WHERE "payment_type" IN ('cash', 'clabe') AND "status" IN ('pending', 'failed');
