-- Issue 36 (ADR 110): maker-checker requests for a payment reversal and for every change of the
-- amount limits and of the banks enabled for payouts, beside write-offs, refunds and pricing. The
-- kinds the table accepts are those of `APPROVAL_KINDS` (`@lender/contracts`).
ALTER TABLE "approval_requests" DROP CONSTRAINT IF EXISTS "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('loan.write_off', 'payment.refund', 'payment.reversal', 'settings.pricing', 'settings.amount_limits', 'settings.banks'));
