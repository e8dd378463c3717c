import { randomUUID } from 'node:crypto';
import { moneyView } from '@lender/calculator/kernel';
import type { PaymentCallback } from '@lender/contracts';
import { and, asc, eq, lte } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { signPaymentCallback } from '../providers/payments/port';
import type { PaymentsContext } from './payment-context';
import type { CallbackOutcome } from './payment-model';
import { paymentProviderCallback } from './payment-provider-callback';

// Callbacks the core delivers to itself, signed like the provider's and applied by
// `paymentProviderCallback` (`payment-provider-callback.ts`): the sandbox's card confirmations and
// reference payments, and the back office's settlement lines.

/** Signs a callback body as the payment provider does (HMAC with `paymentCallbackSecret`). */
export function signCallback(ctx: Pick<PaymentsContext, 'paymentCallbackSecret'>, rawBody: string): string {
  return signPaymentCallback(ctx.paymentCallbackSecret, rawBody);
}

/** Delivers an event to `paymentProviderCallback`, signed as the provider would sign it. */
export function deliverPaymentCallback(
  ctx: PaymentsContext,
  event: PaymentCallback,
): Promise<CallbackOutcome> {
  const body = JSON.stringify(event);
  return paymentProviderCallback(ctx, body, signCallback(ctx, body));
}

/**
 * Periodic (the `payments-confirm` job, every minute): the sandbox provider confirms pending card
 * charges by delivering their signed callbacks. A real provider calls the callback endpoint itself,
 * so beside one this confirms nothing: a charge is paid when its provider says so, never by the clock.
 */
export async function confirmPendingCharges(ctx: PaymentsContext): Promise<{ confirmed: number }> {
  const { db, clock } = ctx;
  if (ctx.paymentProvider.sandbox !== true) return { confirmed: 0 };
  const pending = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.paymentType, 'card'),
        lte(payments.createdAt, clock.now()),
      ),
    )
    .orderBy(asc(payments.id));
  let confirmed = 0;
  for (const payment of pending) {
    const outcome = await deliverPaymentCallback(ctx, {
      eventId: `sandbox-${payment.reference}`,
      reference: payment.reference,
      amount: moneyView(payment.amount),
      status: 'completed',
      occurredAt: clock.now().toISOString(),
    });
    if (!outcome.duplicate) confirmed += 1;
  }
  return { confirmed };
}

/** Sandbox: the borrower paid a barcode or CLABE reference (`amount` centavos, default the reference's). */
export async function simulateReferencePayment(
  ctx: PaymentsContext,
  reference: string,
  amount?: number,
): Promise<CallbackOutcome> {
  const { db, clock } = ctx;
  const [ref] = await db
    .select({ amount: paymentReferences.amount })
    .from(paymentReferences)
    .where(eq(paymentReferences.reference, reference));
  const [payment] = ref
    ? [ref]
    : await db.select({ amount: payments.amount }).from(payments).where(eq(payments.reference, reference));
  if (!payment) throw new CoreError('not_found');
  return deliverPaymentCallback(ctx, {
    eventId: `sandbox-${reference}-${randomUUID().slice(0, 8)}`,
    reference,
    amount: moneyView(amount ?? payment.amount),
    status: 'completed',
    occurredAt: clock.now().toISOString(),
  });
}
