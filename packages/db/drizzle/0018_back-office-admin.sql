ALTER TABLE "back_office_users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "back_office_users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "back_office_users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "back_office_users" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "back_office_users" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "retry_of" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "manual_claims" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_claims" ADD CONSTRAINT "manual_claims_user_id_back_office_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" integer NOT NULL,
	"checker_id" integer,
	"reason" text NOT NULL,
	"decision_reason" text,
	"result" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'settings.pricing')),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" IN ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "approval_requests_checker_not_maker" CHECK ("approval_requests"."checker_id" IS NULL OR "approval_requests"."checker_id" <> "approval_requests"."maker_id" OR "approval_requests"."status" = 'cancelled')
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_maker_id_back_office_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_checker_id_back_office_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending_uq" ON "approval_requests" USING btree ("kind","entity","entity_id") WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE "unmatched_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unmatched_callbacks_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE INDEX "unmatched_callbacks_received_idx" ON "unmatched_callbacks" USING btree ("received_at");
