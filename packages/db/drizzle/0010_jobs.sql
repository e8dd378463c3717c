CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"reminder_date" date NOT NULL,
	"due_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_invoice_id_loan_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."loan_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_once_uq" ON "payment_reminders" USING btree ("invoice_id","reminder_date","channel");--> statement-breakpoint
CREATE INDEX "payment_reminders_loan_idx" ON "payment_reminders" USING btree ("loan_id");