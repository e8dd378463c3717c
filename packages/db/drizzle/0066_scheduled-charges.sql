-- Issue 66 point 2 (ADR 329): the charges planned on the borrower's paydays under a mandate, one row
-- per attempt with its pre-notice, outcome and decline kind; and the borrower's choice of parts of at
-- most MXN 1,000 on payday.
CREATE TABLE "scheduled_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"method" text NOT NULL,
	"instalment" integer DEFAULT 1 NOT NULL,
	"part" integer DEFAULT 1 NOT NULL,
	"attempt" integer NOT NULL,
	"amount" integer NOT NULL,
	"charge_on" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"decline_kind" text,
	"refusal_code" text,
	"noticed_at" timestamp with time zone,
	"mandate_charge_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"fake" boolean DEFAULT false NOT NULL,
	CONSTRAINT "scheduled_charges_amount_positive" CHECK ("scheduled_charges"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "split_in_parts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD CONSTRAINT "scheduled_charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD CONSTRAINT "scheduled_charges_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD CONSTRAINT "scheduled_charges_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD CONSTRAINT "scheduled_charges_mandate_charge_id_mandate_charges_id_fk" FOREIGN KEY ("mandate_charge_id") REFERENCES "public"."mandate_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_charges_attempt_uq" ON "scheduled_charges" USING btree ("loan_id","instalment","part","attempt");--> statement-breakpoint
CREATE INDEX "scheduled_charges_due_idx" ON "scheduled_charges" USING btree ("status","charge_on");--> statement-breakpoint
CREATE INDEX "scheduled_charges_client_idx" ON "scheduled_charges" USING btree ("client_id");
