import { dailyLateFee } from '@lender/calculator';
import { daysBetween, moneyView } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Invoice, Loan, Rollover } from '@lender/contracts';
import { asc, eq } from '@lender/db/orm';
import { agreementSignatures, loanInvoices, loans, payouts, rollovers } from '@lender/db/schema';
import { businessDate } from '../clock';
import { contractNumberOf } from '../contract-number';
import { CoreError } from '../errors/core-error';
import { type LedgerBalances, outstandingOf, RECEIVABLE_ACCOUNTS } from '../ledger/accounts';
import { pricingOf, quoteEarlyPayoff } from '../ledger/loan-account';
import { loanSums } from '../ledger/loan-sums';
import type { LoansContext } from './loan-context';
import { iso, OPEN_LOAN_STATUSES } from './loan-model';
import { rolloverNewDueDate } from './rollover-dates';
import { refreshOverdue } from './run-overdue';

/** What reading a loan needs: the database and the loan account (business dates, pricing). */
export type LoanViewContext = Pick<LoansContext, 'db' | 'loanAccount'>;

/**
 * What a loan's view read on the way, for a caller that reads more of the same loan in the same
 * request (`client.myLoan`): the stored row and its outstanding balance, both after the loan was
 * brought up to the day.
 */
export interface LoanViewRead {
  row: typeof loans.$inferSelect;
  outstanding: number;
}

/**
 * The loan as the borrower and the back office see it on `today`, with each invoice: balances,
 * invoices, extensions, disbursement. The loan is first brought up to `today` (`refreshOverdue`).
 */
export async function loanViewOn(
  ctx: LoanViewContext,
  loanId: number,
  today: string,
): Promise<{ loan: Loan; invoices: Invoice[]; read: LoanViewRead }> {
  const { db } = ctx;
  const readLoan = async () => {
    const [row] = await db.select().from(loans).where(eq(loans.id, loanId));
    if (!row) throw new CoreError('not_found');
    return row;
  };
  // Read once; again only when bringing it up to today changed it.
  const first = await readLoan();
  const loan = (await refreshOverdue(ctx, loanId, today, first)) ? await readLoan() : first;
  // The ledger summed by the database in one query (issue 65): the loan's own entries by account,
  // what payments took off, the IVA of the late interest (its own entries: nothing waives them).
  const sums = await loanSums(db, loanId);
  const { own: balances, paid, lateVat } = sums;
  const outstanding = outstandingOf(sums.balances);
  const part = (accounts: readonly string[], source: LedgerBalances) =>
    accounts.reduce((sum, account) => sum + Math.max(0, source[account as keyof LedgerBalances] ?? 0), 0);
  const feeAccounts = RECEIVABLE_ACCOUNTS.filter(
    (a) => a.startsWith('fee_receivable:') && a !== 'fee_receivable:late_fee',
  );
  const componentTotal = (accounts: readonly string[]) => part(accounts, balances) + part(accounts, paid);
  const isDraft = loan.status === LOAN_STATUS.draft;
  const terms = loan.terms;
  const principalTotal = isDraft ? loan.principal : componentTotal(['principal_receivable']);
  const interestTotal = isDraft
    ? (terms.charges.find((c) => c.component === 'interest')?.gross ?? 0) -
      (terms.charges.find((c) => c.component === 'interest')?.discount ?? 0)
    : componentTotal(['interest_receivable']);
  const feesTotal = isDraft
    ? terms.charges.filter((c) => c.component !== 'interest').reduce((s, c) => s + c.gross - c.discount, 0)
    : componentTotal(feeAccounts);
  const vatTotal = isDraft
    ? terms.charges.reduce((s, c) => s + c.vat, 0)
    : componentTotal(['vat_receivable']);
  const lateTotal = componentTotal(['fee_receivable:late_fee']);
  const total = principalTotal + interestTotal + feesTotal + vatTotal + lateTotal;
  const paidTotal = RECEIVABLE_ACCOUNTS.reduce((s, a) => s + (paid[a] ?? 0), 0);
  const rows = await db
    .select()
    .from(loanInvoices)
    .where(eq(loanInvoices.loanId, loanId))
    .orderBy(asc(loanInvoices.id));
  const rolloverRows = await db
    .select()
    .from(rollovers)
    .where(eq(rollovers.loanId, loanId))
    .orderBy(asc(rollovers.id));
  const invoiceViews: Invoice[] = rows.map((row) => {
    if (row.kind === 'repayment') {
      return {
        id: row.id,
        status: row.status,
        dueDate: loan.dueDate,
        principal: moneyView(principalTotal),
        interest: moneyView(interestTotal),
        fees: moneyView(feesTotal),
        vat: moneyView(vatTotal),
        lateFees: moneyView(lateTotal),
        lateFeesVat: moneyView(lateVat),
        total: moneyView(total),
        paid: moneyView(paidTotal),
        outstanding: moneyView(isDraft ? total : outstanding),
      };
    }
    const rollover = rolloverRows.find((r) => r.id === row.rolloverId);
    const fee = rollover?.fee ?? row.amount;
    const withoutVat = rollover?.feeWithoutVat ?? fee;
    const isPaid = row.status === 'paid';
    return {
      id: row.id,
      status: row.status,
      dueDate: row.dueDate,
      principal: moneyView(0),
      interest: moneyView(0),
      fees: moneyView(withoutVat),
      vat: moneyView(fee - withoutVat),
      lateFees: moneyView(0),
      lateFeesVat: moneyView(0),
      total: moneyView(fee),
      paid: moneyView(isPaid ? fee : 0),
      outstanding: moneyView(isPaid ? 0 : fee),
    };
  });
  const repayment = rows.find((row) => row.kind === 'repayment');
  const repaymentView = invoiceViews.find((view) => view.id === repayment?.id);
  const rolloverViews: Rollover[] = rolloverRows
    .filter((r) => r.status !== 'cancelled')
    .map((r) => {
      const own = invoiceViews.filter((view) => rows.find((row) => row.id === view.id)?.rolloverId === r.id);
      return {
        id: r.id,
        status: r.status,
        type: r.type,
        days: r.days,
        fee: moneyView(r.fee),
        feeWithoutVat: moneyView(r.feeWithoutVat),
        newDueDate: rolloverNewDueDate(loan.dueDate, r, today),
        // An option not chosen yet is about the loan's repayment invoice (spec §4 availability).
        invoices: r.status === 'inactive' && repaymentView ? [repaymentView] : own,
      };
    });
  const [payout] = await db.select().from(payouts).where(eq(payouts.loanId, loanId));
  const [signature] = await db
    .select({ signedAt: agreementSignatures.signedAt })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.loanId, loanId));
  const { latePolicy, vatPercent } = await pricingOf(ctx.loanAccount, db, loan.terms);
  const view: Loan = {
    id: loan.id,
    applicationId: loan.applicationId,
    contractNumber: contractNumberOf(loan.applicationId),
    status: loan.status as Loan['status'],
    principal: moneyView(loan.principal),
    total: moneyView(total),
    outstanding: moneyView(isDraft ? total : outstanding),
    term: { value: daysBetween(loan.startDate ?? businessDate(loan.signedAt), loan.dueDate), unit: 'day' },
    startDate: loan.startDate ?? businessDate(loan.signedAt),
    dueDate: loan.dueDate,
    repaymentInvoice: repaymentView
      ? {
          id: repaymentView.id,
          status: repaymentView.status,
          dueDate: loan.dueDate,
          dueDays: daysBetween(today, loan.dueDate),
          total: repaymentView.total,
          outstanding: repaymentView.outstanding,
        }
      : null,
    rollovers: rolloverViews,
    disbursement: {
      method: loan.disbursementMethod,
      brand: loan.cashBrand,
      reference: payout?.reference ?? null,
      status: payout?.status ?? 'pending',
      completedAt: iso(payout?.completedAt ?? null),
    },
    signedAt: (signature?.signedAt ?? loan.signedAt).toISOString(),
    fake: loan.fake,
    // The contract's own late fee (issue 62), never the product's of today.
    lateFee: {
      dailyPercent: latePolicy.dailyBps / 100,
      perDay: moneyView(dailyLateFee(loan.principal, latePolicy, vatPercent).total),
      maxDays: latePolicy.maxDays,
      onHoldAfterDays: latePolicy.onHoldAfterDays,
    },
    vatPercent,
  };
  if (!isDraft && (OPEN_LOAN_STATUSES as readonly number[]).includes(loan.status)) {
    const known = { loan, balances: sums.balances, kinds: sums.kinds };
    view.earlyPayoff = moneyView((await quoteEarlyPayoff(ctx.loanAccount, db, loanId, today, known)).payoff);
  }
  return { loan: view, invoices: invoiceViews, read: { row: loan, outstanding } };
}

/** A loan as the borrower sees it on `today` (default its client's business date). */
export async function loanView(ctx: LoanViewContext, loanId: number, today?: string): Promise<Loan> {
  if (today !== undefined) return (await loanViewOn(ctx, loanId, today)).loan;
  return (await loanSchedule(ctx, loanId)).loan;
}

/**
 * The loan and each of its invoices with what it is made of (principal, interest, fees, IVA, late
 * fees, paid, outstanding) on the client's business date: the back office's loan page (issue 36).
 */
export async function loanSchedule(
  ctx: LoanViewContext,
  loanId: number,
): Promise<{ loan: Loan; invoices: Invoice[] }> {
  const [row] = await ctx.db.select({ clientId: loans.clientId }).from(loans).where(eq(loans.id, loanId));
  if (!row) throw new CoreError('not_found');
  return loanViewOn(ctx, loanId, await ctx.loanAccount.todayOf(row.clientId));
}
