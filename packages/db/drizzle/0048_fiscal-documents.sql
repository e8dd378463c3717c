CREATE TABLE "fiscal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"folio" text NOT NULL,
	"loan_id" integer,
	"client_id" integer,
	"period" text,
	"receiver_rfc" text NOT NULL,
	"uuid" text NOT NULL,
	"xml" text NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"provider" text NOT NULL,
	"stamped_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"cancel_reason" text,
	"replaces_id" integer,
	"cancel_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_acknowledgement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_income" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"lines" jsonb NOT NULL,
	"base" integer NOT NULL,
	"vat" integer NOT NULL,
	"ledger_vat" integer NOT NULL,
	"vat_rate" text NOT NULL,
	"payment_form" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_replaces_id_fiscal_documents_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD CONSTRAINT "fiscal_income_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD CONSTRAINT "fiscal_income_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD CONSTRAINT "fiscal_income_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_income" ADD CONSTRAINT "fiscal_income_document_id_fiscal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_uuid_uq" ON "fiscal_documents" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_series_folio_uq" ON "fiscal_documents" USING btree ("series","folio");--> statement-breakpoint
CREATE INDEX "fiscal_documents_loan_idx" ON "fiscal_documents" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "fiscal_documents_stamped_idx" ON "fiscal_documents" USING btree ("stamped_at");--> statement-breakpoint
CREATE INDEX "fiscal_documents_open_cancel_idx" ON "fiscal_documents" USING btree ("id") WHERE status = 'cancel_pending';--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_income_payment_uq" ON "fiscal_income" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fiscal_income_loan_idx" ON "fiscal_income" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "fiscal_income_document_idx" ON "fiscal_income" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "fiscal_income_pending_idx" ON "fiscal_income" USING btree ("paid_on") WHERE status = 'pending';