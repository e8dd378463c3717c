import { randomUUID } from 'node:crypto';
import { moneyView } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, asc, count, eq, lte } from '@lender/db/orm';
import { clients, mandateCharges, mandates, paymentCards, payments } from '@lender/db/schema';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import { liveMandate, type MandateRow } from '../mandates/mandate-gate';
import type { MandateMethod } from '../mandates/mandate-terms';
import type { PiiCrypto } from '../pii';
import type { DebitAnswer, DebitOutcome, DirectDebitPort } from '../providers/direct-debit/port';
import { deliverPaymentCallback } from './payment-callbacks';
import { lockedTarget, type PaymentsContext, pendingOf } from './payment-context';

/** What a lender-initiated charge reads of the core (`Core` is one). */
export interface MandateChargeContext
  extends Pick<PaymentsContext, 'db' | 'clock' | 'audit' | 'loanAccount'> {
  pii: PiiCrypto;
  /** The clearing house (guarded: nothing `fake` reaches a real one, ADR 209). */
  directDebit: DirectDebitPort;
}

/** One charge under a mandate, as recorded. */
export interface MandateChargeResult {
  readonly chargeId: number;
  readonly paymentId: number;
  readonly mandateId: number;
  readonly attempt: number;
  /** `unanswered`: the clearing house gave no answer (it may have taken the debit; see below). */
  readonly outcome: DebitOutcome | 'unanswered';
  readonly reasonCode: string | null;
  readonly requestId: string | null;
  readonly settlementDate: string | null;
}

/**
 * A charge the lender initiates (issue 66, ADR 325): `amount` centavos on business date `date` from
 * the loan's live mandate that covers both (`liveMandate`: `mandate_missing`, `mandate_revoked`,
 * `mandate_date_not_covered`, `mandate_amount_exceeded`), never more than is owed with pending
 * charges deducted (`payment_exceeds_balance`). Under the loan lock it records a pending payment and
 * the attempt (`sent`, numbered per mandate); then presents the debit to the clearing house and
 * records its answer. An accepted debit's payment settles later through the payment callback like a
 * card charge (`confirmSettledDebits` in the sandbox); a refused one fails at once; an immediate
 * objection also stops the mandate (no money was taken, so there is nothing to refund).
 * A clearing house that does not answer (a timeout, a network or server error) may still have taken
 * the debit: the attempt stays `sent` and its payment pending — counted against what later charges
 * may take, so the money is never asked twice — until the clearing house's callback settles or fails
 * it; the outcome is `unanswered`.
 * A charge the borrower starts ("Pagar" with the saved card, `chargeRollover`) is their own
 * instruction and needs no mandate.
 */
export async function chargeUnderMandate(
  ctx: MandateChargeContext,
  loanId: number,
  charge: { amount: number; date: string; method?: MandateMethod },
): Promise<MandateChargeResult> {
  const { db, clock } = ctx;
  if (!Number.isSafeInteger(charge.amount) || charge.amount <= 0) {
    throw new CoreError('too_small', { field: ['amount'] });
  }
  const decided = await db.transaction(async (tx) => {
    const target = await lockedTarget(ctx, tx, loanId, 'repayment', charge.amount);
    const mandate = await liveMandate(tx, loanId, charge);
    const account = await accountOf(ctx, tx, mandate);
    const pending = await pendingOf(tx, loanId, ['card', 'clabe']);
    const left = target.payoff - pending.reduce((sum, p) => sum + p.amount, 0);
    if (charge.amount > left) {
      throw new CoreError('payment_exceeds_balance', {
        field: ['amount'],
        params: { owed: Math.max(0, left) / 100, payoff: Math.max(0, left) },
      });
    }
    const [prior] = await tx
      .select({ n: count() })
      .from(mandateCharges)
      .where(and(eq(mandateCharges.mandateId, mandate.id), eq(mandateCharges.loanId, loanId)));
    const [payment] = await tx
      .insert(payments)
      .values({
        loanId,
        clientId: target.loan.clientId,
        kind: 'repayment',
        paymentType: mandate.method,
        amount: charge.amount,
        status: 'pending',
        reference: `DOM-${randomUUID()}`,
        createdAt: clock.now(),
        fake: target.loan.fake,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    const [row] = await tx
      .insert(mandateCharges)
      .values({
        mandateId: mandate.id,
        loanId,
        paymentId: payment.id,
        amount: charge.amount,
        chargeOn: charge.date,
        attempt: (prior?.n ?? 0) + 1,
        createdAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error('mandate charge insert returned nothing');
    return { mandate, payment, row, account };
  });
  const { mandate, payment, row, account } = decided;
  const recorded = { chargeId: row.id, paymentId: payment.id, mandateId: mandate.id, attempt: row.attempt };
  let answer: DebitAnswer;
  try {
    answer = await ctx.directDebit.debit({
      reference: payment.reference,
      method: mandate.method,
      account,
      amount: charge.amount,
      chargeOn: charge.date,
      fake: payment.fake,
    });
  } catch {
    return { ...recorded, outcome: 'unanswered', reasonCode: null, requestId: null, settlementDate: null };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(mandateCharges)
      .set({
        status: answer.outcome,
        requestId: answer.requestId,
        reasonCode: answer.reasonCode,
        settlementDate: answer.settlementDate,
        objectedOn: answer.outcome === 'objected' ? today(clock) : null,
      })
      .where(eq(mandateCharges.id, row.id));
    if (answer.outcome === 'accepted') return;
    await tx
      .update(payments)
      .set({ status: 'failed', completedAt: clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    if (answer.outcome === 'objected') await stopMandate(ctx, tx, mandate.id, mandate.clientId);
  });
  return {
    ...recorded,
    outcome: answer.outcome,
    reasonCode: answer.reasonCode,
    requestId: answer.requestId,
    settlementDate: answer.settlementDate,
  };
}

/**
 * The account the mandate names, as it stands: its card while still saved and active, the client's
 * CLABE while it is still the one signed for (same look-up hash). A changed account is not the
 * mandated one: `mandate_missing`.
 */
async function accountOf(ctx: Pick<MandateChargeContext, 'pii'>, tx: Executor, mandate: MandateRow) {
  if (mandate.method === 'card') {
    const [card] = mandate.cardId
      ? await tx
          .select({ token: paymentCards.providerToken, active: paymentCards.active })
          .from(paymentCards)
          .where(eq(paymentCards.id, mandate.cardId))
      : [];
    if (!card?.active) throw new CoreError('mandate_missing');
    return card.token;
  }
  const [client] = await tx
    .select({ clabeEnc: clients.clabeEnc, clabeHash: clients.clabeHash })
    .from(clients)
    .where(eq(clients.id, mandate.clientId));
  if (!client?.clabeEnc || client.clabeHash !== mandate.accountHash) throw new CoreError('mandate_missing');
  return ctx.pii.decrypt(client.clabeEnc);
}

/** Stops collection on a mandate after an objection (audited as the system's), if still active. */
export async function stopMandate(
  ctx: Pick<MandateChargeContext, 'clock' | 'audit'>,
  tx: Executor,
  mandateId: number,
  clientId: number,
): Promise<void> {
  const [stopped] = await tx
    .update(mandates)
    .set({ status: 'revoked', revokedReason: 'objection', revokedAt: ctx.clock.now() })
    .where(and(eq(mandates.id, mandateId), eq(mandates.status, 'active')))
    .returning({ id: mandates.id });
  if (!stopped) return;
  await ctx.audit.record(tx, {
    actor: { type: 'system' },
    action: 'mandate.revoke',
    entity: 'client',
    entityId: clientId,
    before: { status: 'active' },
    after: { mandateId, status: 'revoked', revokedBy: 'objection' },
  });
}

/**
 * Sandbox (the clearing house's settlement): the accepted debits whose settlement date has come are
 * confirmed through the signed payment callback, which settles their payments like any other. Only
 * the offline sandbox adapter is settled so: a real clearing house's settlement is its own callback,
 * and nothing is paid before it says so.
 */
export async function confirmSettledDebits(
  ctx: PaymentsContext & { readonly directDebit: Pick<DirectDebitPort, 'sandbox'> },
): Promise<{ confirmed: number }> {
  if (ctx.directDebit.sandbox !== true) return { confirmed: 0 };
  const due = await ctx.db
    .select({ reference: payments.reference, amount: mandateCharges.amount })
    .from(mandateCharges)
    .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
    .where(
      and(
        eq(mandateCharges.status, 'accepted'),
        eq(payments.status, 'pending'),
        lte(mandateCharges.settlementDate, today(ctx.clock)),
      ),
    )
    .orderBy(asc(mandateCharges.id));
  let confirmed = 0;
  for (const debit of due) {
    const outcome = await deliverPaymentCallback(ctx, {
      eventId: `sandbox-${debit.reference}`,
      reference: debit.reference,
      amount: moneyView(debit.amount),
      status: 'completed',
      occurredAt: ctx.clock.now().toISOString(),
    });
    if (!outcome.duplicate) confirmed += 1;
  }
  return { confirmed };
}
