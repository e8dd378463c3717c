import { vatOn } from '@lender/calculator/kernel';
import { CoreError } from '../errors/core-error';
import { centavosOf, splitVat } from './offer-costs';

// The charges of an offer that carry IVA (spec §3 Offer), each its amount with IVA in the view.
const CHARGES = ['interest', 'serviceFee', 'processingFee', 'withdrawalFee', 'invoicingFee'] as const;

/**
 * Whether the stored offer (its `OfferView`, pesos) was priced with `vatPercent` (ADR 366): every
 * extension's price is its price without IVA plus that IVA rounded half up, and every charge splits
 * into an amount and its IVA at that rate. The IVA rate is not in the view; an extension of a peso or
 * more tells a whole-percent rate apart from any other, so a rate changed since pricing is seen.
 */
export function offerPricedWithVat(view: Record<string, unknown>, vatPercent: number): boolean {
  const extensions = (view.extensions ?? []) as Record<string, unknown>[];
  for (const extension of extensions) {
    const withoutVat = centavosOf(extension.amount_without_vat);
    if (withoutVat + vatOn(withoutVat, vatPercent) !== centavosOf(extension.amount)) return false;
  }
  try {
    for (const charge of CHARGES) splitVat(centavosOf(view[charge]), vatPercent);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
  return true;
}

/**
 * Refuses an offer whose figures cannot be stated with the IVA rate in force on its pricing day (an
 * IVA change approved after it was priced): `offer_expired`, as a stale offer is (ADR 003, 366) —
 * never re-priced behind the borrower's back, never signed with figures the offer did not have.
 */
export function assertOfferPricedWithVat(view: Record<string, unknown>, vatPercent: number): void {
  if (!offerPricedWithVat(view, vatPercent)) {
    throw new CoreError('offer_expired', { params: { reason: 'vat_rate_changed' } });
  }
}
