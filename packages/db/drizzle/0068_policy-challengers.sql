CREATE TABLE "policy_challengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"mode" text NOT NULL,
	"share_bps" integer,
	"salt" text NOT NULL,
	"status" text NOT NULL,
	"maker_id" integer,
	"checker_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_id" integer,
	CONSTRAINT "policy_challengers_mode_check" CHECK ("policy_challengers"."mode" in ('shadow', 'split')),
	CONSTRAINT "policy_challengers_status_check" CHECK ("policy_challengers"."status" in ('running', 'ended')),
	CONSTRAINT "policy_challengers_share_check" CHECK (("policy_challengers"."mode" = 'shadow' and "policy_challengers"."share_bps" is null) or ("policy_challengers"."mode" = 'split' and "policy_challengers"."share_bps" between 1 and 9999))
);
--> statement-breakpoint
CREATE TABLE "challenger_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenger_id" integer NOT NULL,
	"decision_id" bigint NOT NULL,
	"application_id" integer NOT NULL,
	"deciding_arm" text NOT NULL,
	"champion_outcome" integer NOT NULL,
	"champion_offered" integer,
	"challenger_outcome" integer NOT NULL,
	"challenger_offered" integer,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenger_decisions_arm_check" CHECK ("challenger_decisions"."deciding_arm" in ('champion', 'challenger'))
);
--> statement-breakpoint
CREATE TABLE "policy_monitoring_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_monitoring_alerts_kind_check" CHECK ("policy_monitoring_alerts"."kind" in ('psi', 'four_fifths'))
);
--> statement-breakpoint
ALTER TABLE "policy_challengers" ADD CONSTRAINT "policy_challengers_policy_version_credit_policies_version_fk" FOREIGN KEY ("policy_version") REFERENCES "public"."credit_policies"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_challengers" ADD CONSTRAINT "policy_challengers_maker_id_back_office_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_challengers" ADD CONSTRAINT "policy_challengers_checker_id_back_office_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_challengers" ADD CONSTRAINT "policy_challengers_ended_by_id_back_office_users_id_fk" FOREIGN KEY ("ended_by_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenger_decisions" ADD CONSTRAINT "challenger_decisions_challenger_id_policy_challengers_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."policy_challengers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_challengers_one_running" ON "policy_challengers" USING btree ("status") WHERE "policy_challengers"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "challenger_decisions_decision_uq" ON "challenger_decisions" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "challenger_decisions_challenger_idx" ON "challenger_decisions" USING btree ("challenger_id","deciding_arm");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_monitoring_alerts_uq" ON "policy_monitoring_alerts" USING btree ("month","kind","subject");--> statement-breakpoint
-- A challenger starts and ends under maker-checker (ADR 332): the approval kind `policy.challenger`
-- (APPROVAL_KINDS of @lender/contracts; the check is hand-written, as in 0067).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'settings.provisioning', 'settings.collection_rules', 'reconciliation.exception', 'compliance.alert', 'compliance.match', 'compliance.settings', 'privacy.arco_act', 'collections.template', 'policy.publish', 'policy.challenger'));
