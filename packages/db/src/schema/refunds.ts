import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { approvalRequests } from './back-office';
import { clients } from './clients';
import { instant, references } from './columns';
import { loans } from './loans';

export const REFUND_PAYOUT_STATUSES = ['pending', 'sent', 'completed', 'failed'] as const;
export type RefundPayoutStatus = (typeof REFUND_PAYOUT_STATUSES)[number];

/**
 * The payout of an approved refund of an overpayment (issue 16): SPEI to the client's CLABE
 * through the payout port. One row per approval request (the unique index makes an approval
 * processed twice pay once). `pending` → `sent` (the provider has it) → `completed` or `failed`
 * (a failed payout puts the amount back in suspense, refundable again).
 */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    id: serial().primaryKey(),
    approvalId: references(() => approvalRequests.id),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    /** Centavos. */
    amount: integer().notNull(),
    status: text({ enum: REFUND_PAYOUT_STATUSES }).notNull().default('pending'),
    /** The provider's reference (SPEI tracking key). */
    reference: text(),
    details: jsonb().$type<Record<string, string>>(),
    createdAt: instant().notNull(),
    sentAt: instant(),
    completedAt: instant(),
  },
  (t) => [
    uniqueIndex('refund_payouts_approval_uq').on(t.approvalId),
    index('refund_payouts_loan_idx').on(t.loanId),
    index('refund_payouts_status_idx').on(t.status),
  ],
);
