CREATE TABLE "affiliate_leads" (
	"id" text PRIMARY KEY NOT NULL,
	"partner" text NOT NULL,
	"code" text,
	"campaign" text,
	"source" text,
	"optional_param" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text,
	"phone_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_geo" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL,
	"accuracy" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"birth_date" date,
	"phone_enc" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"curp_enc" text,
	"curp_hash" text,
	"clabe_enc" text,
	"clabe_hash" text,
	"bank_code" text,
	"password_hash" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'mx' NOT NULL,
	"salary_cycle" text,
	"pay_date" jsonb,
	"employment" jsonb,
	"address" jsonb,
	"affiliate" jsonb,
	"completed_steps" integer[] DEFAULT '{}' NOT NULL,
	"available_loan_amount" integer DEFAULT 0 NOT NULL,
	"closed_loans_count" integer DEFAULT 0 NOT NULL,
	"fake" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "clients_email_unique" UNIQUE("email"),
	CONSTRAINT "clients_phoneHash_unique" UNIQUE("phone_hash"),
	CONSTRAINT "clients_curpHash_unique" UNIQUE("curp_hash"),
	CONSTRAINT "clients_clabeHash_unique" UNIQUE("clabe_hash")
);
--> statement-breakpoint
CREATE TABLE "back_office_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret_enc" text NOT NULL,
	"roles" text[] DEFAULT '{admin}'::text[] NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_office_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"mfa_pending" boolean DEFAULT false NOT NULL,
	"mfa_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "rate_limits_bucket_key_window_pk" PRIMARY KEY("bucket","key","window")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"target_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"recipient_masked" text,
	"recipient_hash" text,
	"subject" text,
	"body" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_geo" ADD CONSTRAINT "client_geo_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_metrics" ADD CONSTRAINT "client_metrics_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("account_type","subject_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target_hash","purpose");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient_hash");