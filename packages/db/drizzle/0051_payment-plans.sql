CREATE TABLE "payment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"instalments" jsonb NOT NULL,
	"total" integer NOT NULL,
	"overdue_days_at_start" integer DEFAULT 0 NOT NULL,
	"offered_by" integer,
	"decided_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"started_on" date,
	"watch_until" date,
	"ended_on" date,
	CONSTRAINT "payment_plans_status_check" CHECK ("payment_plans"."status" in ('requested', 'offered', 'active', 'completed', 'broken', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_offered_by_back_office_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_decided_by_back_office_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_plans_loan_idx" ON "payment_plans" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_one_open_per_loan" ON "payment_plans" USING btree ("loan_id") WHERE "payment_plans"."status" in ('requested', 'offered', 'active');