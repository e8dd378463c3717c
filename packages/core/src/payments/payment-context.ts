import { createHmac, randomUUID } from 'node:crypto';
import type { Executor } from '@lender/db';
import { and, asc, eq, inArray } from '@lender/db/orm';
import { type loans, payments, rollovers } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { lockLoanAccount, quoteEarlyPayoff } from '../ledger/loan-account';
import { OPEN_LOAN_STATUSES } from '../loans/loans';
import type { PaymentRow, PaymentsDeps } from './payment-model';

/** What every part of the payments service shares. */
export type PaymentsContext = ReturnType<typeof createPaymentsContext>;

export function createPaymentsContext(deps: PaymentsDeps) {
  const { db, clock, audit } = deps;
  const cardHash = (number: string) =>
    createHmac('sha256', deps.cardHashKey).update(`card:${number}`).digest('hex');

  /**
   * Locks the loan account (`lockLoanAccount`, held to the end of `tx`) and answers what a new
   * payment is for — the active extension's fee, or the amount (default: today's early payoff, ADR
   * 215) — with today's payoff, against which callers check what is still pending (issue 10).
   */
  async function lockedTarget(
    tx: Executor,
    loanId: number,
    kind: 'rollover' | 'repayment',
    amount: number | undefined,
  ) {
    const { loan } = await lockLoanAccount(deps.loanAccount, tx, loanId);
    if (!(OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status))
      throw new CoreError('no_active_loan');
    if (kind === 'rollover') {
      const [rollover] = await tx
        .select()
        .from(rollovers)
        .where(and(eq(rollovers.loanId, loan.id), eq(rollovers.status, 'active')));
      if (!rollover) throw new CoreError('rollover_not_available');
      return { loan, amount: rollover.fee, rolloverId: rollover.id, payoff: rollover.fee };
    }
    const { payoff } = await quoteEarlyPayoff(deps.loanAccount, tx, loan.id);
    const wanted = amount ?? payoff;
    if (!Number.isSafeInteger(wanted) || wanted <= 0)
      throw new CoreError('too_small', { field: ['amount', 'amount'] });
    return { loan, amount: wanted, rolloverId: null, payoff };
  }

  /** Records a pending card charge (inside the locked transaction). */
  async function insert(
    tx: Executor,
    target: { loan: typeof loans.$inferSelect; rolloverId: number | null },
    amount: number,
  ): Promise<{ row: PaymentRow; created: boolean }> {
    const [row] = await tx
      .insert(payments)
      .values({
        loanId: target.loan.id,
        clientId: target.loan.clientId,
        kind: target.rolloverId === null ? 'repayment' : 'rollover',
        paymentType: 'card',
        rolloverId: target.rolloverId,
        amount,
        status: 'pending',
        reference: `CARD-${randomUUID()}`,
        createdAt: clock.now(),
        fake: target.loan.fake,
      })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    return { row, created: true };
  }

  /** Pending payments of a loan, read inside the locked transaction. */
  async function pendingOf(tx: Executor, loanId: number, paymentType: PaymentRow['paymentType'][]) {
    return tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.loanId, loanId),
          eq(payments.status, 'pending'),
          inArray(payments.paymentType, paymentType),
        ),
      )
      .orderBy(asc(payments.id));
  }

  return { deps, db, clock, audit, cardHash, lockedTarget, insert, pendingOf };
}
