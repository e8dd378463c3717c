CREATE TABLE "credit_policies" (
	"version" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"based_on" integer,
	"document" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"maker_id" integer,
	"checker_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "credit_policies_status_check" CHECK ("credit_policies"."status" in ('draft', 'published', 'retired')),
	CONSTRAINT "credit_policies_checker_not_maker" CHECK ("credit_policies"."checker_id" IS NULL OR "credit_policies"."maker_id" IS NULL OR "credit_policies"."checker_id" <> "credit_policies"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "policy_version" integer;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "input_sha256" text;--> statement-breakpoint
ALTER TABLE "credit_policies" ADD CONSTRAINT "credit_policies_maker_id_back_office_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_policies" ADD CONSTRAINT "credit_policies_checker_id_back_office_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."back_office_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_policies_one_published" ON "credit_policies" USING btree ("status") WHERE "credit_policies"."status" = 'published';--> statement-breakpoint
-- Policy v1 (issue 67, ADR 330): the rules the engine had in TypeScript, as data, published. Its
-- document and SHA-256 equal POLICY_V1 of packages/core/src/decision/policy-document.ts (a test
-- holds them equal).
INSERT INTO "credit_policies" ("version", "status", "based_on", "document", "sha256", "revision", "created_at", "updated_at", "published_at")
VALUES (1, 'published', NULL, '{"expectedLoss":{"defaultRateBps":{"first":1500,"repeated":700}},"firstLoanNeedsIdDocument":true,"knockOuts":[{"check":"client_status"},{"check":"min_age","years":18},{"check":"max_age","years":75},{"check":"employment","rejected":["unemployed"]},{"check":"income_known"},{"centavos":400000,"check":"min_income"},{"check":"max_active_loans","count":2},{"check":"identity"}],"offer":{"increaseMinClosedLoans":1,"increaseNeedsBankLink":true,"paycheckSharePercent":50,"specialOfferMinClosedLoans":2}}'::jsonb, '7b6a1c19ec23df3724d4930df06af0d7be91d48c099f02b12c130d7ec7d1fed9', 1, now(), now(), now())
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A credit policy is published under maker-checker: the approval kind `policy.publish`
-- (APPROVAL_KINDS of @lender/contracts; the check is hand-written, as in 0056, 0060 and 0064).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'settings.provisioning', 'settings.collection_rules', 'reconciliation.exception', 'compliance.alert', 'compliance.match', 'compliance.settings', 'privacy.arco_act', 'collections.template', 'policy.publish'));
