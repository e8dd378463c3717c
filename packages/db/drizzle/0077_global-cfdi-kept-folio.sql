-- ADR 384, its open point: a global CFDI to the general public keeps its folio, date and payments before
-- it is stamped, as a borrower's own CFDI and a credit note do (`fiscal_globals`, each payment naming
-- the global being issued that holds it): a stamp whose answer was lost is asked again with the same
-- sealed CFDI, and the PAC answers the stamp it gave. Existing rows: every global CFDI so far was
-- issued in one transaction, so none is being issued and no payment is held (nothing to backfill).
CREATE TABLE "fiscal_globals" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"replaces_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_id" integer,
	"folio_id" integer,
	"folio_dated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD COLUMN "global_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_globals" ADD CONSTRAINT "fiscal_globals_replaces_id_fiscal_documents_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_globals" ADD CONSTRAINT "fiscal_globals_document_id_fiscal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_globals_pending_uq" ON "fiscal_globals" USING btree ("period",coalesce("replaces_id", 0)) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD CONSTRAINT "fiscal_income_global_id_fiscal_globals_id_fk" FOREIGN KEY ("global_id") REFERENCES "public"."fiscal_globals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_income_global_idx" ON "fiscal_income" USING btree ("global_id");