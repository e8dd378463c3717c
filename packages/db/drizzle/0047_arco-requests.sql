CREATE TABLE "arco_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" text NOT NULL,
	"folio_year" integer NOT NULL,
	"folio_number" integer NOT NULL,
	"client_id" integer NOT NULL,
	"right" text NOT NULL,
	"channel" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"purpose" text,
	"changes_enc" text,
	"document_id" integer,
	"description" text,
	"identity_check" text NOT NULL,
	"identity_verified_at" timestamp with time zone,
	"identity_verified_by" integer,
	"identity_note" text,
	"status" text DEFAULT 'received' NOT NULL,
	"answer_due_date" date NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"outcome" text,
	"denial_reason" text,
	"answer_text" text,
	"act_due_date" date,
	"completed_at" timestamp with time zone,
	"act_result" jsonb,
	"logged_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arco_requests_right_check" CHECK ("arco_requests"."right" in ('access', 'rectification', 'cancellation', 'opposition')),
	CONSTRAINT "arco_requests_channel_check" CHECK ("arco_requests"."channel" in ('web', 'email', 'letter')),
	CONSTRAINT "arco_requests_status_check" CHECK ("arco_requests"."status" in ('received', 'answered', 'completed', 'refused')),
	CONSTRAINT "arco_requests_purpose_check" CHECK (("arco_requests"."right" = 'opposition') = coalesce("arco_requests"."purpose" in ('marketing', 'automated_decisions'), false)),
	CONSTRAINT "arco_requests_answer_check" CHECK (("arco_requests"."status" = 'received') = ("arco_requests"."answered_at" is null)
        and ("arco_requests"."status" = 'refused') = ("arco_requests"."outcome" is not distinct from 'denied')
        and ("arco_requests"."status" in ('answered', 'completed')) = ("arco_requests"."outcome" is not distinct from 'granted')
        and ("arco_requests"."status" = 'completed') = ("arco_requests"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "client_privacy" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"human_review_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "logged_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_consents" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_document_id_client_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."client_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_identity_verified_by_back_office_users_id_fk" FOREIGN KEY ("identity_verified_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_answered_by_back_office_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_logged_by_back_office_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_privacy" ADD CONSTRAINT "client_privacy_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arco_requests_folio_uq" ON "arco_requests" USING btree ("folio");--> statement-breakpoint
CREATE UNIQUE INDEX "arco_requests_folio_number_uq" ON "arco_requests" USING btree ("folio_year","folio_number");--> statement-breakpoint
CREATE INDEX "arco_requests_client_idx" ON "arco_requests" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "arco_requests_open_answer_idx" ON "arco_requests" USING btree ("answer_due_date") WHERE status = 'received';--> statement-breakpoint
CREATE INDEX "arco_requests_open_act_idx" ON "arco_requests" USING btree ("act_due_date") WHERE status = 'answered';--> statement-breakpoint
-- The registration consents given since the texts of 2026-01-15 accepted that version (the date the
-- public documents were last changed, 06:00 UTC being midnight in Mexico City); older rows keep null.
UPDATE "client_consents" SET "version" = '2026-01-15' WHERE "given_at" >= '2026-01-15T06:00:00Z';--> statement-breakpoint
-- Acting on a granted ARCO request is a maker-checker request (kind `privacy.arco_act`).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'settings.provisioning', 'settings.collection_rules', 'reconciliation.exception', 'compliance.alert', 'privacy.arco_act'));