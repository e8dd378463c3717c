import { fromApiAmount } from '@lender/calculator';
import { moneyView } from '@lender/calculator/kernel';
import type { PaymentReference, SpeiTransferCap } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq, inArray, like, or } from '@lender/db/orm';
import { paymentReferences, payments } from '@lender/db/schema';
import { businessDate, type Clock } from '../clock';
import type { UdiPort } from '../providers/exchange-rates/port';

/**
 * From 2026-01-01 banks cap each SPEI transfer at 1,500 UDIS unless the customer raises their own
 * limit (MTU; Banxico's SPEI rules, regulation-2026 "Payments market"); CoDi and DiMo keep it.
 */
export const SPEI_TRANSFER_CAP_UDIS = 1_500;

/** The cap in centavos for a UDI value in millionths of a peso, rounded down to the centavo. */
export function speiCapCentavos(udiMillionths: number): number {
  if (!Number.isSafeInteger(udiMillionths) || udiMillionths <= 0)
    throw new RangeError('a UDI value is positive');
  // 1,500 × millionths of a peso = 1,500 × millionths / 10,000 centavos; integers all the way.
  return Math.floor((SPEI_TRANSFER_CAP_UDIS * udiMillionths) / 10_000);
}

/**
 * `total` centavos as the fewest transfers each at most `cap`, adding up exactly to `total`: parts of
 * whole pesos where that fits (easier to type in a banking app), the last one carrying the rest;
 * otherwise parts as even as centavos allow. One part when `total` fits under the cap.
 */
export function splitUnderCap(total: number, cap: number): number[] {
  if (!Number.isSafeInteger(total) || total <= 0) throw new RangeError('a positive amount in centavos');
  if (!Number.isSafeInteger(cap) || cap <= 0) throw new RangeError('a positive cap in centavos');
  const count = Math.ceil(total / cap);
  if (count === 1) return [total];
  const wholePesos = Math.min(Math.ceil(total / count / 100) * 100, Math.floor(cap / 100) * 100);
  const last = total - wholePesos * (count - 1);
  if (wholePesos > 0 && last > 0 && last <= cap) return [...Array<number>(count - 1).fill(wholePesos), last];
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * What the SPEI instructions say of the cap today (spec §2, issue 52): the UDI value, the cap in
 * pesos, and `pending` (what is still to transfer under the reference) split into transfers each
 * under the cap — one part when it fits.
 */
export async function speiTransferCap(
  ctx: { clock: Clock; providers: { udis: UdiPort } },
  pending: number,
): Promise<SpeiTransferCap> {
  const udi = await ctx.providers.udis.udiValue(businessDate(ctx.clock.now()));
  const cap = speiCapCentavos(udi.millionths);
  return {
    udis: SPEI_TRANSFER_CAP_UDIS,
    udiValue: (udi.millionths / 1_000_000).toFixed(6),
    udiDate: udi.day,
    cap: moneyView(cap),
    pending: moneyView(pending),
    parts: pending > 0 ? splitUnderCap(pending, cap).map(moneyView) : [],
  };
}

/**
 * Centavos received on each reference: its first payment (`reference`, or the payment it names: a
 * transfer a CEP claim proved carries the claim's own reference) and the further transfers made under
 * it (`reference/2`, `reference/3`…, `payment-provider-callback.ts`), completed ones only.
 */
export async function receivedOnReferences(
  db: Executor,
  references: readonly string[],
): Promise<Map<string, number>> {
  const received = new Map<string, number>();
  if (references.length === 0) return received;
  const rows = await db
    .select({
      reference: payments.reference,
      named: paymentReferences.reference,
      paid: payments.paidAmount,
      amount: payments.amount,
    })
    .from(payments)
    .leftJoin(
      paymentReferences,
      and(
        eq(paymentReferences.paymentId, payments.id),
        inArray(paymentReferences.reference, [...references]),
      ),
    )
    .where(
      and(
        eq(payments.status, 'completed'),
        or(
          inArray(
            payments.id,
            db
              .select({ id: paymentReferences.paymentId })
              .from(paymentReferences)
              .where(inArray(paymentReferences.reference, [...references])),
          ),
          ...references.flatMap((r) => [eq(payments.reference, r), like(payments.reference, `${r}/%`)]),
        ),
      ),
    );
  for (const row of rows) {
    const base = row.named ?? row.reference.replace(/\/\d+$/, '');
    received.set(base, (received.get(base) ?? 0) + (row.paid ?? row.amount));
  }
  return received;
}

/** A SPEI reference's view with its transfer cap: what is still to transfer, split under the cap. */
export async function withTransferCap(
  ctx: { clock: Clock; providers: { udis: UdiPort } },
  view: PaymentReference,
  received = 0,
): Promise<PaymentReference> {
  if (view.channel !== 'clabe') return view;
  const pending = Math.max(0, fromApiAmount(view.amount.amount) - received);
  return { ...view, transferCap: await speiTransferCap(ctx, pending) };
}
