import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Payment } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { lockLoanAccount } from '../ledger/loan-account';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import type { PaymentsContext } from './payment-context';
import { isUniqueViolation, paymentView } from './payment-model';
import { settlePayment } from './settle-payment';

/**
 * Back office: a payment received outside the providers (bank deposit…), settled on its loan account
 * like any other. `reference` is the receipt's number and makes it idempotent (`MANUAL-<reference>`);
 * `amount` in centavos. The borrower's references are `payment-reference.ts` and
 * `live-payment-references.ts`; the callback that pays one is `payment-provider-callback.ts`.
 */
export async function recordExternalPayment(
  ctx: PaymentsContext,
  input: { loanId: number; amount: number; reference: string; actor: AuditActor },
): Promise<{ payment: Payment; duplicate: boolean }> {
  const { db, clock } = ctx;

  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new CoreError('too_small', { field: ['amount'] });
  const reference = `MANUAL-${input.reference}`;
  const [known] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (known) return { payment: paymentView(known), duplicate: true };
  const now = clock.now();
  try {
    const row = await db.transaction(async (tx) => {
      // Loan first, then the payment: the order charges, callbacks and references take.
      const account = await lockLoanAccount(ctx.loanAccount, tx, input.loanId);
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
}
