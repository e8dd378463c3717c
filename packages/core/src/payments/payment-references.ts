import { randomUUID } from 'node:crypto';
import { toApiAmount } from '@lender/calculator';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, asc, desc, eq, gt, isNull } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { lockLoanAccount } from '../ledger/loan-account';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import type { PaymentsContext } from './payment-context';
import {
  isUniqueViolation,
  PAYMENT_REFERENCE_TTL_HOURS,
  type PaymentsService,
  paymentView,
  referenceView,
} from './payment-model';
import { settlePayment } from './settle-payment';

/**
 * Cash and SPEI references, payments recorded by the back office, and the loan's payment list. A
 * reference is what the borrower is shown to pay with, never a payment (issue 47): the provider's
 * callback for it makes the payment (`payment-callbacks.ts`).
 */
export function createPaymentReferences(ctx: PaymentsContext) {
  const { deps, db, clock, lockedTarget } = ctx;
  const service: Pick<
    PaymentsService,
    'paymentReference' | 'liveReferences' | 'recordExternalPayment' | 'list'
  > = {
    async paymentReference(clientId, input) {
      const wanted = input.amount;
      const now = clock.now();
      // Under the loan lock (issue 10): a request for a reference the loan already has live (same
      // kind, channel and amount, unpaid, not expired) gets that one back, so showing the
      // instructions again never makes a second payable reference; nor is a reference made for more
      // than closes the loan.
      const loanId = await deps.loans.openLoanId(clientId);
      return db.transaction(async (tx) => {
        const target = await lockedTarget(tx, loanId, input.kind, wanted);
        if (input.kind === 'repayment' && target.amount > target.payoff) {
          throw new CoreError('payment_exceeds_balance', { params: { owed: toApiAmount(target.payoff) } });
        }
        const [live] = await tx
          .select()
          .from(paymentReferences)
          .where(
            and(
              eq(paymentReferences.loanId, loanId),
              eq(paymentReferences.kind, input.kind),
              eq(paymentReferences.channel, input.channel),
              target.rolloverId === null
                ? isNull(paymentReferences.rolloverId)
                : eq(paymentReferences.rolloverId, target.rolloverId),
              eq(paymentReferences.amount, target.amount),
              isNull(paymentReferences.paymentId),
              gt(paymentReferences.expiresAt, now),
            ),
          )
          .orderBy(desc(paymentReferences.id))
          .limit(1);
        if (live) return referenceView(live);
        const expiresAt = new Date(now.getTime() + PAYMENT_REFERENCE_TTL_HOURS * 3_600_000);
        const reference = `${input.channel === 'cash' ? 'OXXO' : 'SPEI'}-${randomUUID().slice(0, 13).toUpperCase()}`;
        const [row] = await tx
          .insert(paymentReferences)
          .values({
            loanId: target.loan.id,
            clientId,
            kind: input.kind,
            channel: input.channel,
            rolloverId: target.rolloverId,
            amount: target.amount,
            reference,
            createdAt: now,
            expiresAt,
            fake: target.loan.fake,
          })
          .returning();
        if (!row) throw new Error('payment reference insert returned nothing');
        const made = await deps.provider.createReference({
          channel: input.channel,
          amount: target.amount,
          reference,
          sequence: row.id,
          fake: target.loan.fake,
        });
        const [stored] = await tx
          .update(paymentReferences)
          .set({ barcode: made.barcode, clabe: made.clabe })
          .where(eq(paymentReferences.id, row.id))
          .returning();
        return referenceView(stored ?? row);
      });
    },
    async liveReferences(clientId) {
      const loanId = await deps.loans.openLoanId(clientId);
      const rows = await db
        .select()
        .from(paymentReferences)
        .where(
          and(
            eq(paymentReferences.loanId, loanId),
            isNull(paymentReferences.paymentId),
            gt(paymentReferences.expiresAt, clock.now()),
          ),
        )
        .orderBy(desc(paymentReferences.id));
      return rows.map(referenceView);
    },
    async recordExternalPayment(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        throw new CoreError('too_small', { field: ['amount'] });
      const reference = `MANUAL-${input.reference}`;
      const [known] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (known) return { payment: paymentView(known), duplicate: true };
      const now = clock.now();
      try {
        const row = await db.transaction(async (tx) => {
          // Loan first, then the payment: the order charges, callbacks and references take.
          const account = await lockLoanAccount(deps.loanAccount, tx, input.loanId);
          const { loan } = account;
          if (
            !(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status) &&
            loan.status !== LOAN_STATUS.paid
          ) {
            throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'payment' } });
          }
          const [payment] = await tx
            .insert(payments)
            .values({
              loanId: loan.id,
              clientId: loan.clientId,
              kind: 'repayment',
              paymentType: 'manual',
              amount: input.amount,
              paidAmount: input.amount,
              status: 'completed',
              reference,
              createdAt: now,
              recordedBy: input.actor.type === 'user' ? `user:${input.actor.id}` : input.actor.type,
              completedAt: now,
              fake: loan.fake,
            })
            .returning();
          if (!payment) throw new Error('payment insert returned nothing');
          await settlePayment(ctx, account, { payment, amount: input.amount, actor: input.actor });
          return payment;
        });
        return { payment: paymentView(row), duplicate: false };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const [again] = await db.select().from(payments).where(eq(payments.reference, reference));
          if (again) return { payment: paymentView(again), duplicate: true };
        }
        throw error;
      }
    },
    async list(loanId) {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.loanId, loanId))
        .orderBy(asc(payments.id));
      return rows.map(paymentView);
    },
  };
  return { service };
}
