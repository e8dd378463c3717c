import { randomUUID } from 'node:crypto';
import { moneyView } from '@lender/calculator/kernel';
import type { PaymentCallback } from '@lender/contracts';
import { and, asc, eq, lte } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { signPaymentCallback } from '../providers/payments/port';
import type { PaymentsContext } from './payment-context';
import type { CallbackOutcome, PaymentsService } from './payment-model';
import { paymentProviderCallback } from './payment-provider-callback';

/**
 * Callbacks the core delivers to itself, signed like the provider's and applied by
 * `paymentProviderCallback` (`payment-provider-callback.ts`): the sandbox's card confirmations and
 * reference payments, and the back office's settlement lines.
 */
export function createPaymentCallbacks(ctx: PaymentsContext) {
  const { db, clock } = ctx;
  async function deliver(event: PaymentCallback): Promise<CallbackOutcome> {
    const body = JSON.stringify(event);
    return paymentProviderCallback(ctx, body, signPaymentCallback(ctx.paymentCallbackSecret, body));
  }

  const service: Pick<
    PaymentsService,
    'handleCallback' | 'signCallback' | 'confirmPending' | 'simulateReferencePayment'
  > = {
    // Back-office reconciliation delivers a settlement line's callback through its `deps` (issue 39).
    handleCallback: (rawBody, signature) => paymentProviderCallback(ctx, rawBody, signature),
    signCallback(rawBody) {
      return signPaymentCallback(ctx.paymentCallbackSecret, rawBody);
    },
    async confirmPending() {
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
        const outcome = await deliver({
          eventId: `sandbox-${payment.reference}`,
          reference: payment.reference,
          amount: moneyView(payment.amount),
          status: 'completed',
          occurredAt: clock.now().toISOString(),
        });
        if (!outcome.duplicate) confirmed += 1;
      }
      return { confirmed };
    },
    async simulateReferencePayment(reference, amount) {
      const [ref] = await db
        .select({ amount: paymentReferences.amount })
        .from(paymentReferences)
        .where(eq(paymentReferences.reference, reference));
      const [payment] = ref
        ? [ref]
        : await db
            .select({ amount: payments.amount })
            .from(payments)
            .where(eq(payments.reference, reference));
      if (!payment) throw new CoreError('not_found');
      return deliver({
        eventId: `sandbox-${reference}-${randomUUID().slice(0, 8)}`,
        reference,
        amount: moneyView(amount ?? payment.amount),
        status: 'completed',
        occurredAt: clock.now().toISOString(),
      });
    },
  };
  return { service };
}
