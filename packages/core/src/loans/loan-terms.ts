import type { LoanTerms } from '@lender/db/schema';
import { centavosOf as centavos, splitVat } from '../catalog/offer-costs';

export { splitVat } from '../catalog/offer-costs';

const CHARGES = [
  ['interest', 'interest'],
  ['service_fee', 'serviceFee'],
  ['withdrawal_fee', 'withdrawalFee'],
  ['invoicing_fee', 'invoicingFee'],
  ['processing_fee', 'processingFee'],
] as const;

/**
 * The loan terms from the offer the borrower accepted (the stored `OfferView`, pesos): each charge
 * split into gross, discount and IVA so the ledger reproduces the offer's total to the centavo, and
 * the late fee and IVA rate in force at signing (`pricing`), which the loan keeps.
 */
export function loanTermsFromOffer(
  view: Record<string, unknown>,
  sequenceType: 'first' | 'repeated',
  pricing: { latePolicy: NonNullable<LoanTerms['latePolicy']>; vatPercent: number },
): LoanTerms {
  const { vatPercent } = pricing;
  const discount = (view.discount ?? {}) as Record<string, unknown>;
  const charges = CHARGES.map(([component, field]) => {
    const { withoutVat, vat } = splitVat(centavos(view[field]), vatPercent);
    const off =
      field === 'interest'
        ? centavos(discount.interest)
        : field === 'serviceFee'
          ? centavos(discount.serviceFee)
          : 0;
    return { component, gross: withoutVat + off, discount: off, vat };
  });
  const principal = centavos(view.principal);
  const total = centavos(view.total);
  const sum = principal + charges.reduce((acc, c) => acc + c.gross - c.discount + c.vat, 0);
  if (sum !== total) throw new RangeError(`offer charges sum to ${sum}, total is ${total}`);
  const term = (view.term as { value?: number } | undefined)?.value ?? 0;
  const extensions = ((view.extensions ?? []) as Record<string, unknown>[]).map((extension) => ({
    type: extension.type as 'cheap' | 'expensive',
    days: Number(extension.days),
    amount: centavos(extension.amount),
    amount_without_vat: centavos(extension.amount_without_vat),
  }));
  const { dailyBps, maxDays, onHoldAfterDays } = pricing.latePolicy;
  return {
    principal,
    term,
    endDate: String(view.endDate),
    sequenceType,
    charges,
    total,
    extensions,
    // The contract's late fee and IVA travel with the loan (issue 62): a later product change never
    // reaches it.
    latePolicy: { dailyBps, maxDays, onHoldAfterDays },
    vatPercent,
  };
}

/** Canonical JSON (keys sorted at every level): the exact bytes hashed as signing evidence. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The `rollovers` rows a loan offers while it is open: one `inactive` option per extension of its
 * terms (days and fee with and without IVA), written when the loan is signed and again, fresh, after
 * each extension.
 */
export function offeredRollovers(loanId: number, extensions: LoanTerms['extensions']) {
  return extensions.map((extension) => ({
    loanId,
    type: extension.type,
    status: 'inactive' as const,
    days: extension.days,
    fee: extension.amount,
    feeWithoutVat: extension.amount_without_vat,
  }));
}

/**
 * The RECO registrations the signed agreement's carátula printed (`feeRegistrations` of the
 * agreement's terms, which reach the loans through a port as `unknown`), for the loan's terms; none
 * when the agreement states none.
 */
export function signedFeeRegistrations(agreementTerms: unknown): Pick<LoanTerms, 'feeRegistrations'> {
  const list = (agreementTerms as { feeRegistrations?: unknown } | null | undefined)?.feeRegistrations;
  if (!Array.isArray(list)) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    feeRegistrations: list.map((item: Record<string, unknown>) => ({
      fee: text(item.fee),
      folio: text(item.folio),
      registeredOn: text(item.registeredOn),
      inForceFrom: text(item.inForceFrom),
    })),
  };
}
