CREATE TABLE "refund_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"details" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_approval_id_approval_requests_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payouts_approval_uq" ON "refund_payouts" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "refund_payouts_loan_idx" ON "refund_payouts" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "refund_payouts_status_idx" ON "refund_payouts" USING btree ("status");
