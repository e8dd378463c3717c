// Income a settlement correction takes back from a payment after its CFDI stated it (ADR 377's open
// point): the bank got less than was posted, and the ledger takes the difference back from what the
// payment paid (`takeBackLines`). The payment's CFDI stays in force (SAT would not let a correction
// cancel it: the rest of the payment did happen) and a credit note (CFDI de egreso, TipoRelacion 01)
// related to it gives back the interest and fees taken, with their IVA, naming the statement line.
import { vatOn } from '@lender/calculator/kernel';
import { fiscalCredits } from '@lender/db/schema';
import { incomePaidBefore } from '../ledger/income-paid';
import { type LoanAccount, post, pricingOf } from '../ledger/loan-account';
import type { PaymentForm } from '../providers/fiscal/port';
import {
  INCOME_COMPONENTS,
  type PAYMENT_FORMS,
  paymentCredits,
  recordFiscalIncome,
  spreadVat,
} from './fiscal-income';

const vatOf = (lines: readonly { vat: number }[]) => lines.reduce((sum, line) => sum + line.vat, 0);

/**
 * Records, in the correction's transaction (the loan account locked), what the correction of statement
 * line `lineId` did to the payment's income: money added that paid interest and fees is income of its
 * own (`recordFiscalIncome`, source `settlement`); money taken back from interest and fees is a credit
 * of kind `settlement` of the base and IVA the ledger took back, to the centavo (a 1-centavo correction
 * too), and `vat_payable` follows the credit's IVA (ADR 369). Once per line.
 */
export async function recordSettlementCorrection(
  account: LoanAccount,
  payment: { id: number; paymentType: keyof typeof PAYMENT_FORMS; paymentForm: PaymentForm | null },
  lineId: number,
): Promise<boolean> {
  const { tx, loan, today } = account;
  const credits = await paymentCredits(tx, loan.id, payment.id, 'settlement', lineId);
  const taken = INCOME_COMPONENTS.map((component) => ({
    component,
    base: -(credits.bases.get(component) ?? 0),
  })).filter((line) => line.base > 0);
  if (taken.length === 0) return recordFiscalIncome(account, payment, 'settlement', lineId);
  const base = taken.reduce((sum, line) => sum + line.base, 0);
  const { vatPercent } = await pricingOf(account.ctx, tx, loan.terms);
  // The ledger took the base back with an IVA adding up to the money that never came
  // (`incomeTakenBackLines`): the credit note states both, so the CFDIs state what was kept.
  let lines = spreadVat(taken, -credits.vat, vatPercent);
  if (vatOf(lines) !== -credits.vat) {
    // No base bears that IVA (all the payment's income taken back, its IVA with the charges'
    // rounding): the IVA stated beyond that of the income that stays, rounded once (ADR 312).
    const paid = await incomePaidBefore(tx, loan.id);
    const kept = Math.min(paid.vat, Math.max(0, paid.vat - vatOn(paid.base - base, vatPercent)));
    lines = spreadVat(taken, kept, vatPercent);
  }
  const vat = vatOf(lines);
  const inserted = await tx
    .insert(fiscalCredits)
    .values({
      paymentId: payment.id,
      loanId: loan.id,
      clientId: loan.clientId,
      creditedOn: today,
      kind: 'settlement',
      settlementLineId: lineId,
      component: taken[0]?.component ?? 'interest',
      lines,
      base,
      vat,
      vatRate: (vatPercent / 100).toFixed(6),
      createdAt: account.ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: fiscalCredits.id });
  if (inserted.length === 0) return false;
  // The ledger took back `-credits.vat` of IVA; the CFDIs give back `vat` (ADR 369).
  const amount = -credits.vat - vat;
  await post(account, { kind: 'vat_rounded', paymentId: payment.id, source: 'settlement', amount, lineId });
  return true;
}
