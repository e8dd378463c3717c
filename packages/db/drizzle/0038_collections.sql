-- Issue 38 (ADR 136–138): the collections workspace — claims on overdue loans, the contact log
-- (who, when, how, result, what was owed), promises to pay and case notes.
CREATE TABLE "collection_claims" (
	"loan_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"result" text NOT NULL,
	"address" text NOT NULL,
	"note" text,
	"balance" integer NOT NULL,
	"contacted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collection_contacts_channel_check" CHECK ("collection_contacts"."channel" in ('call', 'sms', 'email', 'whatsapp')),
	CONSTRAINT "collection_contacts_direction_check" CHECK ("collection_contacts"."direction" in ('outbound', 'inbound')),
	CONSTRAINT "collection_contacts_result_check" CHECK ("collection_contacts"."result" in ('reached', 'no_answer', 'wrong_number', 'refused', 'promised')),
	CONSTRAINT "collection_contacts_address_check" CHECK ("collection_contacts"."address" in ('phone', 'email'))
);
--> statement-breakpoint
CREATE TABLE "collection_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"contact_id" integer,
	"made_on" date NOT NULL,
	"promised_date" date NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_promises_status_check" CHECK ("collection_promises"."status" in ('pending', 'kept', 'broken', 'replaced')),
	CONSTRAINT "collection_promises_amount_check" CHECK ("collection_promises"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "collection_claims" ADD CONSTRAINT "collection_claims_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_claims" ADD CONSTRAINT "collection_claims_user_id_back_office_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_user_id_back_office_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notes" ADD CONSTRAINT "collection_notes_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notes" ADD CONSTRAINT "collection_notes_user_id_back_office_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_user_id_back_office_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_contact_id_collection_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."collection_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_contacts_loan_idx" ON "collection_contacts" USING btree ("loan_id","contacted_at");--> statement-breakpoint
CREATE INDEX "collection_contacts_at_idx" ON "collection_contacts" USING btree ("contacted_at");--> statement-breakpoint
CREATE INDEX "collection_notes_loan_idx" ON "collection_notes" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "collection_promises_loan_idx" ON "collection_promises" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "collection_promises_pending_idx" ON "collection_promises" USING btree ("promised_date") WHERE status = 'pending';