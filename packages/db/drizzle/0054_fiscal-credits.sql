CREATE TABLE "fiscal_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"credited_on" date NOT NULL,
	"component" text NOT NULL,
	"base" integer NOT NULL,
	"vat" integer NOT NULL,
	"vat_rate" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD CONSTRAINT "fiscal_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD CONSTRAINT "fiscal_credits_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD CONSTRAINT "fiscal_credits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_credits" ADD CONSTRAINT "fiscal_credits_document_id_fiscal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_credits_payment_uq" ON "fiscal_credits" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fiscal_credits_loan_idx" ON "fiscal_credits" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "fiscal_credits_pending_idx" ON "fiscal_credits" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "fiscal_documents_cancel_requested_idx" ON "fiscal_documents" USING btree ("id") WHERE status = 'cancel_requested';