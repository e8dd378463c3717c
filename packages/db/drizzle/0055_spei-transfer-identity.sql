CREATE TABLE "spei_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_key" text NOT NULL,
	"sender_bank" text NOT NULL,
	"operation_date" date NOT NULL,
	"amount" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spei_transfers_amount_positive" CHECK ("spei_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cep_claims" ADD COLUMN "proven_amount" integer;--> statement-breakpoint
ALTER TABLE "spei_transfers" ADD CONSTRAINT "spei_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spei_transfers_identity_uq" ON "spei_transfers" USING btree ("tracking_key","sender_bank","operation_date","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "spei_transfers_payment_uq" ON "spei_transfers" USING btree ("payment_id");--> statement-breakpoint
-- The transfers claims already applied, by their whole identity (callback and statement payments
-- made before this migration carry no sending bank and stay found by their clave, as before).
INSERT INTO "spei_transfers" ("tracking_key", "sender_bank", "operation_date", "amount", "payment_id", "created_at")
SELECT DISTINCT ON (c."payment_id") c."tracking_key", c."sender_bank", c."operation_date", c."amount", c."payment_id", c."created_at"
FROM "cep_claims" c
WHERE c."outcome" = 'applied' AND c."payment_id" IS NOT NULL
ORDER BY c."payment_id", c."id"
ON CONFLICT DO NOTHING;
