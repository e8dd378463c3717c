import type { LoanTerms } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';

/** What a figure of the agreement's terms is, read from them (they reach loans as `unknown`). */
const numberAt = (terms: Record<string, unknown>, key: string): number | null =>
  typeof terms[key] === 'number' ? (terms[key] as number) : null;

/** Day-count basis of the annual rates (ADR 200): the late fee a day × 365. */
const DAYS_PER_YEAR = 365;

/**
 * The figures a contract states and its loan must charge alike (ADR 366), each as the agreement's
 * terms state it and as the loan's terms make it: the money in centavos, the days, the dates, the
 * IVA and late-payment rates, and each extension's days and price.
 */
export function statedAndCharged(agreementTerms: unknown, loan: LoanTerms) {
  const stated = (agreementTerms ?? {}) as Record<string, unknown>;
  const charge = (component: string) => loan.charges.find((c) => c.component === component);
  const net = (c: LoanTerms['charges'][number] | undefined) => (c ? c.gross - c.discount : 0);
  const fees = (stated.fees ?? []) as ReadonlyArray<{ amount?: unknown }>;
  const extensions = (list: ReadonlyArray<{ days?: unknown; amount?: unknown }>) =>
    list.map((e) => `${String(e.days)}:${String(e.amount)}`).sort();
  const lateDailyBps = loan.latePolicy?.dailyBps;
  return {
    stated: {
      principal: numberAt(stated, 'principal'),
      total: numberAt(stated, 'total'),
      termDays: numberAt(stated, 'termDays'),
      dueDate: stated.dueDate ?? null,
      interest: numberAt(stated, 'interest'),
      fees: fees.reduce((sum, fee) => sum + Number(fee.amount), 0),
      vat: numberAt(stated, 'vat'),
      vatPercent: numberAt(stated, 'vatPercent'),
      lateAnnualRate: numberAt(stated, 'lateAnnualRate'),
      scheduleTotal: ((stated.schedule ?? []) as ReadonlyArray<{ total?: unknown }>).reduce(
        (sum, row) => sum + Number(row.total),
        0,
      ),
      extensions: extensions(
        (stated.extensions ?? []) as ReadonlyArray<{ days?: unknown; amount?: unknown }>,
      ),
    },
    charged: {
      principal: loan.principal,
      total: loan.total,
      termDays: loan.term,
      dueDate: loan.endDate,
      interest: net(charge('interest')),
      fees: loan.charges.filter((c) => c.component !== 'interest').reduce((sum, c) => sum + net(c), 0),
      vat: loan.charges.reduce((sum, c) => sum + c.vat, 0),
      vatPercent: loan.vatPercent ?? null,
      lateAnnualRate: lateDailyBps === undefined ? null : (lateDailyBps * DAYS_PER_YEAR) / 100,
      scheduleTotal: loan.total,
      extensions: extensions(loan.extensions),
    },
  };
}

/**
 * Refuses to sign a contract that states other figures than its loan would charge (ADR 366): the
 * signed text is the loan's evidence, so the two must agree to the centavo. `offer_expired`, as a
 * stale offer is refused (ADR 003): nothing is signed, no code is spent.
 */
export function assertAgreementStatesLoan(agreementTerms: unknown, loan: LoanTerms): void {
  const { stated, charged } = statedAndCharged(agreementTerms, loan);
  const differing = (Object.keys(charged) as Array<keyof typeof charged>).filter(
    (key) => JSON.stringify(stated[key]) !== JSON.stringify(charged[key]),
  );
  if (differing.length > 0) {
    throw new CoreError('offer_expired', {
      params: { reason: 'agreement_differs', figures: differing.join(',') },
    });
  }
}
