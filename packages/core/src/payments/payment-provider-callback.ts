import { fromApiAmount } from '@lender/calculator';
import { type PaymentCallback, PaymentCallbackSchema, type SpeiTransferIdentity } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq, like, or, sql } from '@lender/db/orm';
import { paymentReferences, payments, unmatchedCallbacks } from '@lender/db/schema';
import type { AuditActor } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { type LoanAccount, lockLoanAccount } from '../ledger/loan-account';
import { verifyPaymentCallback } from '../providers/payments/port';
import { knownTransfer, recordTransfer, type TransferKey } from './cep-claim-model';
import type { PaymentsContext } from './payment-context';
import { type CallbackOutcome, isUniqueViolation } from './payment-model';
import { loanDayOf, settlePayment } from './settle-payment';
import { receivedOnReferences } from './spei-transfer-cap';

/**
 * `POST /payment-provider/callback`: the payment provider's signed notification (issue 5). The
 * signature (`X-Payment-Signature`, HMAC-SHA-256 of the raw body) is checked first (`unauthorized`),
 * then the body (`validation_failed`); its pesos become centavos here, once. In one transaction that
 * locks the loan account, a card charge's pending payment is completed or failed, or a cash or SPEI
 * reference's payment is made (issue 47); a completed one is settled by `settlePayment`
 * (`settle-payment.ts`) on that account, as of the day the provider says it was paid (ADR 359).
 * Idempotent by `eventId`; a SPEI payment's `transfer` (clave de rastreo, sending bank, operation
 * date) with its amount is the transfer's identity (ADR 306): one already paid in (a claim, an
 * earlier callback) is answered as that payment, and the same clave from another bank or day is
 * another payment. A reference that matches nothing is kept for the back office to reconcile
 * (issue 16) and answers `not_found`.
 */
export async function paymentProviderCallback(
  ctx: PaymentsContext,
  rawBody: string,
  signature: string | null | undefined,
): Promise<CallbackOutcome> {
  if (!verifyPaymentCallback(ctx.paymentCallbackSecret, rawBody, signature))
    throw new CoreError('unauthorized');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new CoreError('validation_failed');
  }
  const parsed = PaymentCallbackSchema.safeParse(json);
  if (!parsed.success) throw new CoreError('validation_failed');
  // The provider's signed body is an edge of its own: its pesos become centavos here, once.
  const amount = fromApiAmount(parsed.data.amount.amount);
  try {
    return await applyCallback(ctx, parsed.data, amount);
  } catch (error) {
    // A reference that matches no payment is kept for the back office to reconcile (issue 16).
    if (error instanceof CoreError && error.code === 'not_found') {
      await ctx.db
        .insert(unmatchedCallbacks)
        .values({
          eventId: parsed.data.eventId,
          reference: parsed.data.reference,
          amount,
          status: parsed.data.status,
          receivedAt: ctx.clock.now(),
        })
        .onConflictDoNothing();
    }
    throw error;
  }
}

/** Applies a verified callback; `amount` is its amount in centavos. */
async function applyCallback(
  ctx: PaymentsContext,
  event: PaymentCallback,
  amount: number,
): Promise<CallbackOutcome> {
  const { db, clock, audit } = ctx;
  const now = clock.now();
  const system: AuditActor = { type: 'system' };
  try {
    return await db.transaction(async (tx) => {
      const [seen] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerPaymentId, event.eventId));
      if (seen) return { paymentId: seen.id, duplicate: true };
      const paid = await transferPaid(tx, event, amount);
      if (paid !== null) return { paymentId: paid, duplicate: true };
      // A cash or SPEI reference first: its first payment carries its reference too (issue 52).
      const [onReference] = await tx
        .select({ id: paymentReferences.id })
        .from(paymentReferences)
        .where(eq(paymentReferences.reference, event.reference));
      if (onReference) return referencePaid(ctx, tx, event, amount);
      const [target] = await tx
        .select({ loanId: payments.loanId })
        .from(payments)
        .where(eq(payments.reference, event.reference));
      if (!target) return referencePaid(ctx, tx, event, amount);
      // Loan first, then the payment: the same order as charges and references take (no deadlock).
      const account = await lockLoanAccount(ctx.loanAccount, tx, target.loanId);
      const [payment] = await tx
        .update(payments)
        .set({
          status: event.status,
          providerPaymentId: event.eventId,
          paidAmount: event.status === 'completed' ? amount : null,
          completedAt: now,
        })
        .where(and(eq(payments.reference, event.reference), eq(payments.status, 'pending')))
        .returning();
      if (!payment) {
        const [known] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(eq(payments.reference, event.reference));
        if (!known) throw new CoreError('not_found');
        return { paymentId: known.id, duplicate: true };
      }
      if (event.status === 'completed') {
        const paidOn = paidOnOf(ctx, account, event, payment.createdAt);
        await settlePayment(ctx, account, { payment, amount, actor: system, paidOn });
      } else {
        await audit.record(tx, {
          actor: system,
          action: 'payment.fail',
          entity: 'payment',
          entityId: payment.id,
          before: { status: 'pending' },
          after: { status: 'failed' },
        });
      }
      return { paymentId: payment.id, duplicate: false };
    });
  } catch (error) {
    // Two deliveries of one event racing: the unique index lets one through.
    if (isUniqueViolation(error)) {
      const [seen] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerPaymentId, event.eventId));
      if (seen) return { paymentId: seen.id, duplicate: true };
      // A claim of the same transfer won the race.
      const paid = await transferPaid(db, event, amount);
      if (paid !== null) return { paymentId: paid, duplicate: true };
    }
    throw error;
  }
}

/**
 * A callback for a cash or SPEI reference (issue 47): the money that arrived becomes a payment of
 * the reference's loan, kind and extension, settled at once; a failure only ends the reference.
 * Money paid after the reference expired is still the borrower's payment. A further transfer under
 * a SPEI reference already paid in part (a payoff above the SPEI cap split into transfers, issue 52,
 * ADR 303) is a payment of its own, `<reference>/2`, `/3`…, until they add up to its amount.
 */
async function referencePaid(
  ctx: PaymentsContext,
  tx: Executor,
  event: PaymentCallback,
  amount: number,
): Promise<CallbackOutcome> {
  const [named] = await tx
    .select({ loanId: paymentReferences.loanId })
    .from(paymentReferences)
    .where(eq(paymentReferences.reference, event.reference));
  if (!named) throw new CoreError('not_found');
  // Loan first, then the reference: the order references and charges take (no deadlock).
  const account = await lockLoanAccount(ctx.loanAccount, tx, named.loanId);
  const [ref] = await tx
    .select()
    .from(paymentReferences)
    .where(eq(paymentReferences.reference, event.reference));
  if (!ref) throw new CoreError('not_found');
  const further = ref.paymentId !== null;
  if (further) {
    // Only a SPEI reference whose transfers still add up to less than its amount takes another
    // one; money beyond stays what it was, a duplicate for reconciliation to hold (ADR 142).
    const received = (await receivedOnReferences(tx, [ref.reference])).get(ref.reference) ?? 0;
    if (event.status === 'failed' || ref.channel !== 'clabe' || received >= ref.amount)
      return { paymentId: ref.paymentId, duplicate: true };
  }
  const now = ctx.clock.now();
  const system: AuditActor = { type: 'system' };
  if (event.status === 'failed') {
    await tx
      .update(paymentReferences)
      .set({ expiresAt: sql`least(${paymentReferences.expiresAt}, ${now})` })
      .where(eq(paymentReferences.id, ref.id));
    await ctx.audit.record(tx, {
      actor: system,
      action: 'payment_reference.cancel',
      entity: 'payment_reference',
      entityId: ref.id,
      after: { expiresAt: now.toISOString() },
    });
    return { paymentId: null, duplicate: false };
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      loanId: ref.loanId,
      clientId: ref.clientId,
      kind: ref.kind,
      paymentType: ref.channel,
      rolloverId: ref.rolloverId,
      amount,
      paidAmount: amount,
      status: 'completed',
      reference: further ? await furtherReference(tx, ref.reference) : ref.reference,
      barcode: ref.barcode,
      clabe: ref.clabe,
      providerPaymentId: event.eventId,
      createdAt: now,
      completedAt: now,
      fake: ref.fake,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  if (event.transfer && ref.channel === 'clabe')
    await recordTransfer(tx, { ...transferKeyOf(event.transfer), amount, paymentId: payment.id });
  if (!further)
    await tx.update(paymentReferences).set({ paymentId: payment.id }).where(eq(paymentReferences.id, ref.id));
  const paidOn = paidOnOf(ctx, account, event, ref.createdAt);
  await settlePayment(ctx, account, { payment, amount, actor: system, paidOn });
  return { paymentId: payment.id, duplicate: false };
}

/**
 * The day the provider says the money was paid (`occurredAt`, a cash payment at the store on the due
 * date notified the next morning): its Mexico City day on the loan's clock, never before the charge
 * or reference it pays was made (ADR 359).
 */
function paidOnOf(ctx: PaymentsContext, account: LoanAccount, event: PaymentCallback, asked: Date): string {
  const occurred = new Date(event.occurredAt).getTime();
  return loanDayOf(ctx.clock, account, new Date(Math.max(occurred, asked.getTime())));
}

/** The next `<reference>/<n>` of the transfers under one reference (the loan lock is held). */
async function furtherReference(tx: Executor, reference: string): Promise<string> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(or(eq(payments.reference, reference), like(payments.reference, `${reference}/%`)));
  // The first payment may carry a claim's own reference (ADR 306): the next is `/2` all the same.
  return `${reference}/${Math.max(row?.n ?? 0, 1) + 1}`;
}

/** A callback's transfer as the claims know it: the clave in capitals. */
const transferKeyOf = (transfer: SpeiTransferIdentity): TransferKey => ({
  trackingKey: transfer.trackingKey.toUpperCase(),
  senderBank: transfer.senderBank,
  date: transfer.date,
});

/** The payment a completed callback's SPEI transfer already is (same identity and amount), or null. */
async function transferPaid(tx: Executor, event: PaymentCallback, amount: number): Promise<number | null> {
  if (!event.transfer || event.status !== 'completed') return null;
  const known = await knownTransfer(tx, transferKeyOf(event.transfer));
  return known !== null && known.amount === amount ? known.paymentId : null;
}
