CREATE TABLE "collection_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"maker_id" integer NOT NULL,
	"checker_id" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collection_templates_channel_check" CHECK ("collection_templates"."channel" in ('sms', 'email', 'whatsapp')),
	CONSTRAINT "collection_templates_checker_not_maker" CHECK ("collection_templates"."checker_id" IS NULL OR "collection_templates"."checker_id" <> "collection_templates"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD CONSTRAINT "collection_templates_maker_id_back_office_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD CONSTRAINT "collection_templates_checker_id_back_office_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_template_id_collection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."collection_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_contacts_client_idx" ON "collection_contacts" USING btree ("client_id","contacted_at");--> statement-breakpoint
-- Collection templates are approved under maker-checker: the approval kind `collections.template`
-- (APPROVAL_KINDS of @lender/contracts; the check is hand-written, as in 0056 and 0060).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'settings.provisioning', 'settings.collection_rules', 'reconciliation.exception', 'compliance.alert', 'compliance.match', 'compliance.settings', 'privacy.arco_act', 'collections.template'));
