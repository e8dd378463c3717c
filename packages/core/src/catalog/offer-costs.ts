import { dailyLateFee, type LateFeePolicy, lateFeeDays } from '@lender/calculator';
import { moneyView, vatOn } from '@lender/calculator/kernel';
import type { OfferCosts } from '@lender/contracts';

/**
 * The IVA-free part of an amount that includes IVA: the `x` with `x + round_half_up(x × vat%)` equal
 * to `withVat` (the calculator rounds IVA once per charge, half up, ADR 003), so splitting gives back
 * exactly the offer's centavos.
 */
export function splitVat(withVat: number, vatPercent: number): { withoutVat: number; vat: number } {
  let x = Math.round((withVat * 100) / (100 + vatPercent));
  for (const candidate of [x, x - 1, x + 1, x - 2, x + 2]) {
    if (candidate >= 0 && candidate + vatOn(candidate, vatPercent) === withVat) {
      x = candidate;
      return { withoutVat: x, vat: withVat - x };
    }
  }
  throw new RangeError(`${withVat} is not an amount with ${vatPercent} % IVA rounded half up`);
}

/** The days late of the carátula's worked example (fewer when the policy charges fewer). */
export const LATE_FEE_EXAMPLE_DAYS = 10;

// In the order the contract's carátula lists them.
const FEE_FIELDS = ['serviceFee', 'processingFee', 'withdrawalFee', 'invoicingFee'] as const;

/** Money of the API view (pesos, two decimals) in centavos. */
export const centavosOf = (money: unknown): number => {
  const amount = (money as { amount?: unknown } | undefined)?.amount;
  if (typeof amount !== 'number') throw new TypeError('offer view without an amount');
  return Math.round(amount * 100);
};

/**
 * What an offer (its stored `OfferView`, pesos) costs as the carátula shows it (issue 37 trap 3):
 * interest and fees before IVA, the IVA apart, and the late-payment charge of `lateFee` on its
 * principal (per day, IVA included, as the overdue rule books it) with a worked example.
 */
export function offerCosts(
  view: Record<string, unknown>,
  product: { vatPercent: number; lateFee: LateFeePolicy },
): OfferCosts {
  const { vatPercent, lateFee } = product;
  const interest = splitVat(centavosOf(view.interest), vatPercent);
  const lines = FEE_FIELDS.map((kind) => ({ kind, ...splitVat(centavosOf(view[kind]), vatPercent) })).filter(
    (fee) => fee.withoutVat + fee.vat > 0,
  );
  const fees = lines.reduce(
    (sum, fee) => ({ withoutVat: sum.withoutVat + fee.withoutVat, vat: sum.vat + fee.vat }),
    { withoutVat: 0, vat: 0 },
  );
  // The late fee's formula is the calculator's, the one the loan account books day by day.
  const perDay = dailyLateFee(centavosOf(view.principal), lateFee, vatPercent).total;
  const days = lateFeeDays(LATE_FEE_EXAMPLE_DAYS, lateFee);
  return {
    interest: { withoutVat: moneyView(interest.withoutVat), vat: moneyView(interest.vat) },
    fees: { withoutVat: moneyView(fees.withoutVat), vat: moneyView(fees.vat) },
    feeLines: lines.map(({ kind, withoutVat, vat }) => ({
      kind,
      withoutVat: moneyView(withoutVat),
      vat: moneyView(vat),
    })),
    vat: moneyView(interest.vat + fees.vat),
    vatPercent,
    lateFee: {
      dailyPercent: lateFee.dailyBps / 100,
      annualPercent: (lateFee.dailyBps * 365) / 100,
      perDay: moneyView(perDay),
      maxDays: lateFee.maxDays,
      onHoldAfterDays: lateFee.onHoldAfterDays,
      example: { days, amount: moneyView(perDay * days) },
    },
  };
}
