import { toApiAmount } from '@lender/calculator';
import type { Payment } from '@lender/contracts';
import { and, desc, eq } from '@lender/db/orm';
import { paymentCards, payments } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { chooseRollover } from '../loans/choose-rollover';
import { openLoanId } from '../loans/loan-context';
import { insertCardCharge, lockedTarget, type PaymentsContext, pendingOf } from './payment-context';
import { type ChargeInput, paymentView } from './payment-model';

/**
 * `POST direct-debit/charge-rollover`: charges the client's saved card for the chosen extension
 * (default; `rolloverType` chooses it first) or a repayment (full, or partial with `amount`). The
 * charge is pending until the provider's callback settles it (`payment-provider-callback.ts`).
 */
export async function chargeRollover(
  ctx: Pick<PaymentsContext, 'db' | 'clock' | 'audit' | 'loanAccount' | 'paymentProvider'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: ChargeInput },
): Promise<Payment> {
  const { db, clock } = ctx;
  const [card] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.clientId, clientId), eq(paymentCards.active, true)))
    .orderBy(desc(paymentCards.id))
    .limit(1);
  if (!card) throw new CoreError('conflict', { message: 'No card registered for direct debit.' });
  const wanted = input.amount?.amount;
  if (input.kind === 'rollover' && input.rolloverType)
    await chooseRollover(ctx, { actorId: clientId, body: { type: input.rolloverType } });
  // One transaction under the loan lock decides and records the charge (issue 10): a submit
  // without an Idempotency-Key, however many arrive at once on however many instances, finds the
  // pending charge of the same loan, kind and amount and gets it back instead of a second one, and
  // no charge may take the card beyond what is owed.
  const loanId = await openLoanId(ctx, clientId);
  const decided = await db.transaction(async (tx) => {
    const target = await lockedTarget(ctx, tx, loanId, input.kind, wanted);
    const live = await pendingOf(tx, loanId, ['card']);
    const sameKind = live.filter((p) => p.kind === input.kind && p.rolloverId === target.rolloverId);
    if (input.kind === 'rollover') {
      // One extension fee at a time: a pending charge for it is the answer.
      const same = sameKind.at(-1);
      return same ? { row: same, created: false } : insertCardCharge(ctx, tx, target, target.amount);
    }
    const left = target.payoff - sameKind.reduce((sum, p) => sum + p.amount, 0);
    const amount = wanted ?? left;
    const same =
      wanted === undefined && left <= 0 ? sameKind.at(-1) : sameKind.find((p) => p.amount === amount);
    if (same) return { row: same, created: false };
    if (amount > left || amount <= 0) {
      // On the amount field, naming what closes the loan now (pending charges deducted).
      throw new CoreError('payment_exceeds_balance', {
        field: ['amount'],
        params: { owed: toApiAmount(Math.max(0, left)), payoff: Math.max(0, left) },
      });
    }
    return insertCardCharge(ctx, tx, target, amount);
  });
  const { row } = decided;
  if (!decided.created) return paymentView(row);
  const answer = await ctx.paymentProvider.charge({
    token: card.providerToken,
    amount: row.amount,
    reference: row.reference,
    fake: row.fake,
  });
  if (!answer.accepted) {
    await db
      .update(payments)
      .set({ status: 'failed', completedAt: clock.now() })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
    throw new CoreError('provider_failed', { message: 'The card was declined.' });
  }
  return paymentView(row);
}
