-- The anti-money-laundering thresholds are changed under maker-checker: the approval kind
-- `compliance.settings` (APPROVAL_KINDS of @lender/contracts; the check is hand-written, as in 0056).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'settings.provisioning', 'settings.collection_rules', 'reconciliation.exception', 'compliance.alert', 'compliance.match', 'compliance.settings', 'privacy.arco_act'));
