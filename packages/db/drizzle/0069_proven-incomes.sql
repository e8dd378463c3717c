-- Issue 67 point 6 (ADR 333): the income a borrower proves with their payroll CFDIs, one row per
-- upload of up to three (the newest is the client's current proof): the monthly income in centavos,
-- the pay cycle and days read from the pay dates, the confidence, each CFDI's facts (no XML, CURP or
-- NSS), and the UUIDs, indexed so an upload finds a CFDI another client already proved income with.
CREATE TABLE "proven_incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"monthly_income" integer NOT NULL,
	"pay_cycle" text,
	"newest_paid_on" date NOT NULL,
	"pay_days" jsonb NOT NULL,
	"confidence" text NOT NULL,
	"employer_rfc" text NOT NULL,
	"uuids" text[] NOT NULL,
	"cfdis" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proven_incomes_monthly_income_positive" CHECK ("proven_incomes"."monthly_income" > 0)
);
--> statement-breakpoint
ALTER TABLE "proven_incomes" ADD CONSTRAINT "proven_incomes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proven_incomes_client_idx" ON "proven_incomes" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "proven_incomes_uuids_idx" ON "proven_incomes" USING gin ("uuids");
