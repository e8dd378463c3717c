CREATE TABLE "cep_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"operation_date" date NOT NULL,
	"amount" integer NOT NULL,
	"tracking_key" text NOT NULL,
	"sender_bank" text NOT NULL,
	"receiver_bank" text NOT NULL,
	"beneficiary_account" text NOT NULL,
	"outcome" text NOT NULL,
	"payment_id" integer,
	"complaint_id" integer,
	"cep_xml_key" text,
	"cep_pdf_key" text,
	"cep_seal" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cep_claims" ADD CONSTRAINT "cep_claims_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cep_claims" ADD CONSTRAINT "cep_claims_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cep_claims" ADD CONSTRAINT "cep_claims_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cep_claims" ADD CONSTRAINT "cep_claims_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cep_claims_tracking_idx" ON "cep_claims" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "cep_claims_client_idx" ON "cep_claims" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cep_claims_payment_idx" ON "cep_claims" USING btree ("payment_id");