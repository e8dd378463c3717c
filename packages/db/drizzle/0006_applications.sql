CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"desired_amount" integer NOT NULL,
	"principal_amount" integer NOT NULL,
	"loan_amount" integer NOT NULL,
	"term_days" integer NOT NULL,
	"salary_cycle" text NOT NULL,
	"pay_dates" jsonb NOT NULL,
	"sequence_type" text NOT NULL,
	"payment_method" text DEFAULT 'bank_transfer' NOT NULL,
	"cash_brand" text,
	"promo_code" text,
	"hotjar_user_id" text,
	"juicy_session_id" text,
	"iovation_blackbox" text,
	"affiliate" jsonb,
	"priced_on" text NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "back_office_client_completions" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"consents" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"outcome" integer NOT NULL,
	"offered_amount" integer,
	"reasons" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"rule_set" text NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_limits" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"state" text DEFAULT 'current' NOT NULL,
	"reason" text NOT NULL,
	"principal" integer NOT NULL,
	"total" integer NOT NULL,
	"term_days" integer NOT NULL,
	"end_date" text NOT NULL,
	"view" jsonb NOT NULL,
	"priced_on" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_clients" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"started_by" text NOT NULL,
	"admin_user_id" integer,
	"clock_offset_days" integer DEFAULT 0 NOT NULL,
	"forced_decision" integer,
	"forced_step" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_office_client_completions" ADD CONSTRAINT "back_office_client_completions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_limits" ADD CONSTRAINT "loan_limits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_clients" ADD CONSTRAINT "sandbox_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_per_client" ON "applications" USING btree ("client_id") WHERE "applications"."status" not in (4, 5, 6, 23);--> statement-breakpoint
CREATE INDEX "applications_client_idx" ON "applications" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "applications_offer_expiry_idx" ON "applications" USING btree ("offer_expires_at");--> statement-breakpoint
CREATE INDEX "decisions_application_idx" ON "decisions" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_offers_application_idx" ON "application_offers" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_offers_one_current" ON "application_offers" USING btree ("application_id") WHERE "application_offers"."state" = 'current';