import { daysBetween, roundHalfUp, vatOn } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { type LedgerBalances, outstandingOf } from './accounts';
import { loanBalances, loanEntries, postTransaction } from './ledger';
import { type LoanAccount, type LoanAccountContext, pricingOf } from './loan-lock';
import { everRestructured } from './payment-plan-account';
import { earlyPayoffRebatePlan, type VatPace } from './postings';

/**
 * Early full repayment ("liquidación anticipada", ADR 215): the interest of the whole term is posted at
 * disbursement, so paying everything before the due date gives back the interest not yet earned and its
 * IVA. The unearned interest is `interest × remaining days / term days`, rounded half up to the centavo
 * once; its IVA is `vatPercent` of that, rounded half up once (the calculator's rounding, ADR 003).
 * The term is the one the interest was charged to, from the start to the signed due date (ADR 367):
 * an extension or a relief deferral moves the loan's due date but charges no interest for the days it
 * adds, so it neither takes the rebate away nor makes it larger.
 */
export interface EarlyPayoffInput {
  /** Interest charged for the term after discount, before IVA (centavos). */
  interest: number;
  /** IVA charged on that interest (centavos); the rebated IVA never exceeds it. */
  interestVat: number;
  /** Disbursement date (business date, `YYYY-MM-DD`). */
  startDate: string;
  /** Due date the interest was charged to: the signed one (`terms.endDate`), never a moved one. */
  dueDate: string;
  /** The payment's business date (the client's, a sandbox may shift it). */
  today: string;
  vatPercent: number;
}

export interface EarlyPayoffRebate {
  /** Days from `today` to the due date the interest was charged to (0 when not early). */
  remainingDays: number;
  termDays: number;
  /** Unearned interest given back (centavos). */
  interest: number;
  /** IVA on the unearned interest (centavos). */
  vat: number;
}

/** The remaining days of the term on `today` (0 on or after the due date, the whole term before the start). */
function remainingDaysOf(startDate: string, dueDate: string, today: string): number {
  const termDays = daysBetween(startDate, dueDate);
  return Math.min(Math.max(daysBetween(today, dueDate), 0), Math.max(termDays, 0));
}

/**
 * The interest earned from the start to `today` (centavos): the term's interest less the unearned
 * part, `interest - round_half_up(interest × remaining days / term days)`. All of it on or after the
 * due date, none on the disbursement day.
 */
export function accruedInterest(
  input: Pick<EarlyPayoffInput, 'interest' | 'startDate' | 'dueDate' | 'today'>,
): number {
  const termDays = daysBetween(input.startDate, input.dueDate);
  const remainingDays = remainingDaysOf(input.startDate, input.dueDate, input.today);
  if (termDays <= 0 || remainingDays <= 0 || input.interest <= 0) return Math.max(input.interest, 0);
  return input.interest - roundHalfUp(input.interest * remainingDays, termDays);
}

/**
 * The rebate of an early full payoff on `today`; zero when the payment is not before the due date.
 * What the borrower keeps paying is the accrued interest and the IVA on it, rounded half up once
 * (`round_half_up(accrued × vat%)`, the calculator's rounding), so the IVA given back is the charged
 * IVA less that; it never exceeds the charged IVA.
 */
export function earlyPayoffRebate(input: EarlyPayoffInput): EarlyPayoffRebate {
  const termDays = daysBetween(input.startDate, input.dueDate);
  const remainingDays = remainingDaysOf(input.startDate, input.dueDate, input.today);
  if (termDays <= 0 || remainingDays <= 0 || input.interest <= 0) {
    return { remainingDays: Math.max(remainingDays, 0), termDays, interest: 0, vat: 0 };
  }
  const accrued = accruedInterest(input);
  const interest = input.interest - accrued;
  const vatKept = Math.min(vatOn(accrued, input.vatPercent), input.interestVat);
  const vat = Math.max(0, input.interestVat - vatKept);
  return { remainingDays, termDays, interest, vat };
}

/** What paying the whole loan off on a date costs (ADR 215). */
export interface EarlyPayoffQuote {
  /** What is owed per the ledger (full-term interest included). */
  outstanding: number;
  /** The unearned interest and its IVA given back on a full payoff that day (zero when not early). */
  rebate: EarlyPayoffRebate;
  /** `outstanding` minus the rebate: a payment of at least this settles the loan. */
  payoff: number;
}

/** Loans whose balance can still move. */
const OPEN: readonly number[] = [LOAN_STATUS.active, LOAN_STATUS.onHold];

/**
 * What a reader of the loan already has in hand (the loan's view, issue 65): its row, every account's
 * balance and the kinds of transaction posted, read in the same moment; not read again here.
 */
export interface KnownLoanLedger {
  readonly loan: typeof loans.$inferSelect;
  readonly balances: LedgerBalances;
  readonly kinds: ReadonlySet<string>;
}

/** What an early full payoff of the loan costs on `asOf` (default the client's business date). */
export async function quoteEarlyPayoff(
  ctx: LoanAccountContext,
  tx: Executor,
  loanId: number,
  asOf?: string,
  known?: KnownLoanLedger,
): Promise<EarlyPayoffQuote> {
  const [loan] = known ? [known.loan] : await tx.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new CoreError('not_found');
  const today = asOf ?? (await ctx.todayOf(loan.clientId, tx));
  const balances = known?.balances ?? (await loanBalances(tx, loanId));
  const outstanding = outstandingOf(balances);
  const none: EarlyPayoffRebate = { remainingDays: 0, termDays: 0, interest: 0, vat: 0 };
  if (!OPEN.includes(loan.status) || !loan.startDate) {
    return { outstanding, rebate: none, payoff: outstanding };
  }
  // A loan already rebated gets no further rebate. An extended loan still does (ADR 367): its fee
  // buys the added days and is earned when paid, the interest of the signed term is rebated as usual.
  const kinds = known?.kinds ?? new Set((await loanEntries(tx, loanId)).map((e) => e.kind));
  if (kinds.has('early_payoff_rebate')) return { outstanding, rebate: none, payoff: outstanding };
  // A restructured loan (ADR 299): its due date is the plan's, not the term the interest was charged to.
  if (await everRestructured(tx, loanId)) return { outstanding, rebate: none, payoff: outstanding };
  const charge = loan.terms.charges.find((c) => c.component === 'interest');
  const computed = earlyPayoffRebate({
    interest: (charge?.gross ?? 0) - (charge?.discount ?? 0),
    interestVat: charge?.vat ?? 0,
    startDate: loan.startDate,
    // The signed due date: an extension or a relief deferral (ADR 301) moved `loan.dueDate` without
    // charging interest for the days it added, so those days are no part of the term (ADR 367).
    dueDate: loan.terms.endDate,
    today,
    vatPercent: (await pricingOf(ctx, tx, loan.terms)).vatPercent,
  });
  // Not capped by the interest still owed: what partial payments paid of the unearned interest and
  // its IVA counts towards the rest (`earlyPayoffRebatePlan`), so the payoff on a day never depends
  // on how earlier payments were split (issue 11).
  return {
    outstanding,
    rebate: computed,
    payoff: Math.max(0, outstanding - computed.interest - computed.vat),
  };
}

/**
 * Before a repayment of `amount` is posted: when it pays the loan off before its due date, posts
 * the rebate of the unearned interest and its IVA (once per loan; a retried payment changes
 * nothing), at the loan's IVA pace `vat`. A smaller payment gets no rebate. Answers whether a rebate
 * was posted and the refund it holds for that payment to apply (`earlyPayoffRebatePlan`).
 */
export async function postEarlyPayoffRebate(
  account: LoanAccount,
  amount: number,
  vat: VatPace,
): Promise<{ posted: boolean; applied: number }> {
  const { ctx, tx, loan, today } = account;
  // As of the account's day: a payment settled as of the day it was paid (ADR 358) is rebated to it.
  const quote = await quoteEarlyPayoff(ctx, tx, loan.id, today);
  const { interest, vat: rebatedVat } = quote.rebate;
  if (interest + rebatedVat === 0 || amount < quote.payoff) return { posted: false, applied: 0 };
  const plan = earlyPayoffRebatePlan(interest, rebatedVat, await loanBalances(tx, loan.id), vat);
  const posted = await postTransaction(tx, {
    loanId: loan.id,
    kind: 'early_payoff_rebate',
    reference: `early_payoff:${loan.id}`,
    lines: plan.lines,
    effectiveDate: today,
  });
  return posted.posted ? { posted: true, applied: plan.applied } : { posted: false, applied: 0 };
}
