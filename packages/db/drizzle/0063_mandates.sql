CREATE TABLE "mandate_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"mandate_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"charge_on" date NOT NULL,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"request_id" text,
	"reason_code" text,
	"settlement_date" date,
	"objected_on" date,
	"refund_approval_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"method" text NOT NULL,
	"card_id" integer,
	"account_hash" text,
	"last4" text NOT NULL,
	"max_amount" integer NOT NULL,
	"covers_from" date NOT NULL,
	"covers_to" date NOT NULL,
	"pre_notice_days" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"revoked_reason" text,
	"accepted_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"text_version" text NOT NULL,
	"text_sha256" text NOT NULL,
	"fake" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mandates_max_amount_positive" CHECK ("mandates"."max_amount" > 0),
	CONSTRAINT "mandates_pre_notice_min" CHECK ("mandates"."pre_notice_days" >= 2),
	CONSTRAINT "mandates_coverage_order" CHECK ("mandates"."covers_from" <= "mandates"."covers_to")
);
--> statement-breakpoint
ALTER TABLE "mandate_charges" ADD CONSTRAINT "mandate_charges_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_charges" ADD CONSTRAINT "mandate_charges_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_charges" ADD CONSTRAINT "mandate_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_charges" ADD CONSTRAINT "mandate_charges_refund_approval_id_approval_requests_id_fk" FOREIGN KEY ("refund_approval_id") REFERENCES "public"."approval_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandate_charges_mandate_idx" ON "mandate_charges" USING btree ("mandate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_charges_request_uq" ON "mandate_charges" USING btree ("request_id") WHERE request_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_charges_payment_uq" ON "mandate_charges" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "mandates_client_idx" ON "mandates" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_loan_method_uq" ON "mandates" USING btree ("loan_id","method");