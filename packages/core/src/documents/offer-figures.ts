import { centavosOf, splitVat } from '../catalog/offer-costs';
import { assertOfferPricedWithVat } from '../catalog/offer-vat-rate';
import type { OfferFigures } from './agreement-model';

/**
 * The figures the agreement states, from the stored offer (its `OfferView`, pesos) the loan is made
 * of (ADR 366): principal, total, term, dates, CAT, rate, discounts and extension prices as the offer
 * has them; each charge split into its amount and IVA at `vatPercent` exactly as the loan's terms
 * split it (`loanTermsFromOffer`). Today's catalogue is never read: a change approved after the offer
 * was priced cannot reach the contract. `offer_expired` when the offer was priced with another IVA rate.
 */
export function offerFiguresFromView(view: Record<string, unknown>, vatPercent: number): OfferFigures {
  assertOfferPricedWithVat(view, vatPercent);
  const split = (field: string) => splitVat(centavosOf(view[field]), vatPercent);
  const interest = split('interest');
  const serviceFee = split('serviceFee');
  const processingFee = split('processingFee');
  const withdrawalFee = split('withdrawalFee');
  const invoicingFee = split('invoicingFee');
  const charges = [interest, serviceFee, processingFee, withdrawalFee, invoicingFee];
  const principal = centavosOf(view.principal);
  const total = centavosOf(view.total);
  const vat = charges.reduce((sum, charge) => sum + charge.vat, 0);
  const sum = principal + charges.reduce((acc, charge) => acc + charge.withoutVat + charge.vat, 0);
  if (sum !== total) throw new RangeError(`offer charges sum to ${sum}, total is ${total}`);
  const discount = (view.discount ?? {}) as Record<string, unknown>;
  const serviceFeeDiscount = centavosOf(discount.serviceFee);
  return {
    principal,
    total,
    term: Number((view.term as { value?: unknown } | undefined)?.value ?? 0),
    endDate: String(view.endDate),
    agreementTermEndDate: String(view.agreementTermEndDate),
    cat: Number(view.cat),
    apr: Number(view.apr),
    vat,
    interest: { amount_without_vat: interest.withoutVat },
    serviceFee: { amount_without_vat: serviceFee.withoutVat },
    processingFee: { amount_without_vat: processingFee.withoutVat },
    withdrawalFee: { amount_without_vat: withdrawalFee.withoutVat },
    invoicingFee: { amount_without_vat: invoicingFee.withoutVat },
    serviceFee_without_discount: { amount_without_vat: serviceFee.withoutVat + serviceFeeDiscount },
    discount: { interest: centavosOf(discount.interest), serviceFee: serviceFeeDiscount },
    extensions: ((view.extensions ?? []) as Record<string, unknown>[]).map((extension) => ({
      type: extension.type === 'expensive' ? 'expensive' : 'cheap',
      days: Number(extension.days),
      amount: centavosOf(extension.amount),
    })),
  };
}
