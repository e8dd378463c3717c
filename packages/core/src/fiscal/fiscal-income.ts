// The income a payment paid, recorded with the payment (issue 51): what its ledger posting credited
// to interest and to each fee is the base of a concept. The IVA its CFDI carries is written so that
// a loan's CFDIs add up to the IVA of everything its borrower has paid in interest and fees,
// rounded half up once: the IVA of the loan's income paid so far less what its earlier CFDIs
// carried — the IVA the ledger took with the payment (`paymentLines`, ADR 312). That lies within Anexo 20's limits for the payment's base (the rounded IVA of the base, or
// one centavo from it), and is spread over the payment's concepts each at the IVA of its own base
// rounded down or up (largest remainders first), so every concept is within its limits too.
import type { Executor } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import {
  type FiscalIncomeLine,
  fiscalIncome,
  ledgerEntries,
  ledgerTransactions,
  settlementLines,
} from '@lender/db/schema';
import { type IncomePaid, incomePaidBefore, vatOfIncome } from '../ledger/income-paid';
import {
  creditReference,
  type LoanAccount,
  post,
  pricingOf,
  settlementReference,
} from '../ledger/loan-account';
import type { PaymentForm } from '../providers/fiscal/port';
import { CREDIT_PAYMENT_FORM, type FiscalIncomeRow } from './fiscal-drafts';

/** The income components a CFDI names, in the order its concepts are written. */
export const INCOME_COMPONENTS = [
  'interest',
  'late_fee',
  'extension_fee',
  'processing_fee',
  'service_fee',
  'withdrawal_fee',
  'invoicing_fee',
] as const;
export type IncomeComponent = (typeof INCOME_COMPONENTS)[number];

/** The component an account's credit pays, or null when it is no income (principal, IVA, held money). */
export function incomeComponentOf(account: string): IncomeComponent | null {
  if (account === 'interest_receivable') return 'interest';
  const fee = account.startsWith('fee_receivable:') ? account.slice('fee_receivable:'.length) : null;
  return (INCOME_COMPONENTS as readonly string[]).includes(fee ?? '') ? (fee as IncomeComponent) : null;
}

/** What a payment's posting credited: the base paid of each income component, and the IVA. */
export interface PaymentCredits {
  readonly bases: ReadonlyMap<IncomeComponent, number>;
  readonly vat: number;
}

/**
 * The CFDI lines of a payment that paid `credits`, when the loan's earlier payments had already paid
 * `paidBefore` (the income and IVA stated before it), at `vatPercent`: a line per component paid, in concept
 * order.
 */
export function incomeLines(
  credits: PaymentCredits,
  paidBefore: IncomePaid,
  vatPercent: number,
): FiscalIncomeLine[] {
  const paid = INCOME_COMPONENTS.map((component) => ({
    component,
    base: credits.bases.get(component) ?? 0,
  })).filter((line) => line.base > 0);
  const base = paid.reduce((sum, line) => sum + line.base, 0);
  return spreadVat(paid, vatOfIncome(paidBefore, base, vatPercent), vatPercent);
}

/**
 * `vat` spread over the lines of `paid`, each at the IVA of its own base rounded down or up (largest
 * remainders first), so every concept is within Anexo 20's limits.
 */
export function spreadVat(
  paid: readonly { component: string; base: number }[],
  vat: number,
  vatPercent: number,
): FiscalIncomeLine[] {
  // Each line's IVA rounded down, then a centavo more to the lines with the largest remainders.
  const exact = paid.map((line) => ({
    ...line,
    floor: Math.floor((line.base * vatPercent) / 100),
    rest: (line.base * vatPercent) % 100,
  }));
  let left = vat - exact.reduce((sum, line) => sum + line.floor, 0);
  const up = new Set(
    [...exact]
      .filter((line) => line.rest > 0)
      .sort((a, b) => b.rest - a.rest)
      .slice(0, Math.max(left, 0))
      .map((line) => line.component),
  );
  return exact.map(({ component, base: lineBase, floor }) => {
    const bump = up.has(component) && left-- > 0 ? 1 : 0;
    return { component, base: lineBase, vat: floor + bump };
  });
}

/** c_FormaPago of a payment's channel: cash at a store, SPEI, the borrower's debit card, a deposit. */
export const PAYMENT_FORMS: Record<'card' | 'clabe' | 'cash' | 'manual', PaymentForm> = {
  card: '28',
  clabe: '03',
  cash: '01',
  manual: '03',
};

/**
 * Whose income a row is: the payment's own posting, the credit that paid for it once reversed, or
 * the money a settlement correction added to it (the bank got more than was posted, ADR 142).
 */
export type IncomeSource = FiscalIncomeRow['source'];

/** The ledger kind and references of a payment's postings of `source` (of one statement `lineId`). */
async function postingsOf(
  tx: Executor,
  paymentId: number,
  source: IncomeSource,
  lineId?: number,
): Promise<{ kind: 'payment' | 'adjustment'; references: string[] }> {
  if (source === 'credit') return { kind: 'payment', references: [creditReference(paymentId)] };
  if (source === 'payment') {
    return { kind: 'payment', references: [`payment:${paymentId}`, `rollover:payment:${paymentId}`] };
  }
  if (lineId !== undefined) return { kind: 'adjustment', references: [settlementReference(lineId)] };
  // The statement lines that named the payment: a correction posted `settlement:<line id>`.
  const lines = await tx
    .select({ id: settlementLines.id })
    .from(settlementLines)
    .where(eq(settlementLines.paymentId, paymentId));
  return { kind: 'adjustment', references: lines.map((line) => settlementReference(line.id)) };
}

/**
 * What the payment's ledger transactions (`payment:<id>`, `rollover:payment:<id>`) credited; for
 * `credit`, what the borrower's credit paid once the payment was reversed (`credit:payment:<id>`);
 * for `settlement`, what the money a statement's correction added to it paid (`settlement:<line id>`).
 */
export async function paymentCredits(
  tx: Executor,
  loanId: number,
  paymentId: number,
  source: IncomeSource = 'payment',
  lineId?: number,
): Promise<PaymentCredits> {
  const { kind, references } = await postingsOf(tx, paymentId, source, lineId);
  if (references.length === 0) return { bases: new Map(), vat: 0 };
  const entries = await tx
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        eq(ledgerTransactions.kind, kind),
        inArray(ledgerTransactions.reference, references),
      ),
    );
  const bases = new Map<IncomeComponent, number>();
  let vat = 0;
  for (const { account, amount } of entries) {
    if (account === 'vat_receivable') vat -= amount;
    const component = incomeComponentOf(account);
    if (component) bases.set(component, (bases.get(component) ?? 0) - amount);
  }
  return { bases, vat };
}

/**
 * Records the income a settled payment paid, in the payment's transaction (its loan account is
 * locked, so the loan's earlier rows are final): nothing when it paid no interest and no fee (only
 * principal, IVA or money held for the borrower). Once per payment and source (and statement line
 * `lineId` of a correction): a retry changes nothing. The `credit` source is what the borrower's credit paid after the payment's reversal: a
 * compensation (c_FormaPago 17) on the day of the reversal (ADR 364). The `settlement` source is what
 * the money a settlement correction added to the payment paid, on the day of the correction, in the
 * payment's own form: the bank got it with the payment (ADR 142).
 */
export async function recordFiscalIncome(
  account: LoanAccount,
  payment: { id: number; paymentType: keyof typeof PAYMENT_FORMS; paymentForm: PaymentForm | null },
  source: IncomeSource = 'payment',
  lineId?: number,
): Promise<boolean> {
  const { tx, loan, today } = account;
  const credits = await paymentCredits(tx, loan.id, payment.id, source, lineId);
  // Net of the interest credit notes gave back: IVA of the net income, rounded once (ADR 312). A
  // correction's row is one of its line: the payment's other corrections count.
  const paidBefore = await incomePaidBefore(
    tx,
    loan.id,
    lineId === undefined ? { paymentId: payment.id, source } : undefined,
  );
  const { vatPercent } = await pricingOf(account.ctx, tx, loan.terms);
  const lines = incomeLines(credits, paidBefore, vatPercent);
  if (lines.length === 0) return false;
  const inserted = await tx
    .insert(fiscalIncome)
    .values({
      paymentId: payment.id,
      loanId: loan.id,
      clientId: loan.clientId,
      paidOn: today,
      lines,
      base: lines.reduce((sum, line) => sum + line.base, 0),
      vat: lines.reduce((sum, line) => sum + line.vat, 0),
      ledgerVat: credits.vat,
      vatRate: (vatPercent / 100).toFixed(6),
      // Money the back office recorded says how it came (ADR 360); a provider's channel is its form.
      paymentForm:
        source === 'credit'
          ? CREDIT_PAYMENT_FORM
          : (payment.paymentForm ?? PAYMENT_FORMS[payment.paymentType]),
      source,
      settlementLineId: lineId ?? null,
      createdAt: account.ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: fiscalIncome.id, vat: fiscalIncome.vat });
  const [row] = inserted;
  if (!row) return false;
  // The IVA owed to SAT is the IVA the CFDI states, to the centavo (ADR 369).
  const amount = row.vat - credits.vat;
  await post(account, {
    kind: 'vat_rounded',
    paymentId: payment.id,
    source,
    amount,
    ...(lineId && { lineId }),
  });
  return true;
}
