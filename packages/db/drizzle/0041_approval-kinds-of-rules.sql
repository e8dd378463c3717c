-- ADR 170: maker-checker requests for the provisioning reserve rates and the collection rules,
-- beside the earlier kinds. The kinds the table accepts are those of `APPROVAL_KINDS`
-- (`@lender/contracts`).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks', 'settings.provisioning', 'settings.collection_rules', 'reconciliation.exception'));
