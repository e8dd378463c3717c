import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Database } from '@lender/db';
import { sql } from '@lender/db/orm';
import type { PaymentPlanInstalment } from '@lender/db/schema';
import { daysPastDue } from '../../calendar/bank-calendar';
import { businessDate } from '../../clock';
import { collection, receivables } from '../../ledger/loan-figures';
import { planDaysPastDue, type StartedPlan } from '../../ledger/payment-plan-days';
import type { PortfolioLoan } from '../portfolio';

// A loan's standing on a past date, rebuilt from what the database keeps of its history (ADR 144):
// the ledger's entries by effective date (principal and balance), the paid extensions (the due
// date in force), the loan's start and its closing instant. The standing then goes through the one
// portfolio definition (`portfolioOf`, ADR 111), so a past month end is read exactly as the
// dashboard reads today.

/** One loan's history, as the reports read it. */
export interface LoanHistory {
  id: number;
  /** The status the loan has now. */
  status: number;
  /** The principal lent, centavos. */
  principal: number;
  startDate: string;
  /** The business date it closed (paid, written off…), or null while open. */
  closedOn: string | null;
  /** The offer's due date, before any extension. */
  firstDueDate: string;
  /**
   * Paid extensions and disaster-relief deferrals: the business date each was paid (granted) and
   * the due date it moved the loan to.
   */
  extensions: ReadonlyArray<{ paidOn: string; newDueDate: string }>;
  /** Payment plans that started (ADR 299), oldest first: while one applies, it sets the days past due. */
  plans: readonly StartedPlan[];
  /** Ledger movements by effective date (ascending). */
  movements: ReadonlyArray<{
    date: string;
    principal: number;
    balance: number;
    /** Principal taken off the books by a write-off. */
    writtenOffPrincipal: number;
    /** Interest and fees (without IVA) collected by payments, net of reversals. */
    interestCollected: number;
    feesCollected: number;
    /**
     * Money received by payments (the bank account's side), net of reversals; and how many payments
     * brought money and were not reversed by the date read (not a credit the borrower held applied
     * on a reversal, ADR 364, nor a payment that bounced).
     */
    paid: number;
    payments: number;
  }>;
}

/** A loan on a date: where the portfolio puts it, or null when it was not lent yet. */
export interface LoanOnDate extends PortfolioLoan {
  id: number;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** Every loan paid out on or before `until`, with its history. */
export async function readLoanHistories(db: Database, until: string): Promise<LoanHistory[]> {
  const exec = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const loans = await exec<{
    id: number;
    status: number;
    principal: number;
    start_date: string;
    closed_at: string | Date | null;
    end_date: string;
  }>(sql`select id, status, principal, start_date::text as start_date, closed_at, terms->>'endDate' as end_date
    from loans where start_date is not null and start_date <= ${until} order by id`);
  const extensions = await exec<{ loan_id: number; paid_at: string | Date; new_due_date: string }>(
    sql`select r.loan_id, r.paid_at, r.new_due_date::text as new_due_date from rollovers r
      join loans l on l.id = r.loan_id
      where r.status = 'paid' and r.paid_at is not null and r.new_due_date is not null
        and l.start_date is not null and l.start_date <= ${until}
      order by r.paid_at, r.id`,
  );
  // Disaster-relief deferrals move the due date as an extension does, from the day granted (ADR 301).
  const deferrals = await exec<{ loan_id: number; granted_on: string; new_due_date: string }>(
    sql`select loan_id, granted_on::text as granted_on, new_due_date::text as new_due_date
      from relief_deferrals where granted_on <= ${until} order by granted_on, id`,
  );
  const plans = await exec<{
    loan_id: number;
    status: string;
    started_on: string;
    ended_on: string | null;
    instalments: PaymentPlanInstalment[] | string;
  }>(sql`select loan_id, status, started_on::text as started_on, ended_on::text as ended_on, instalments
      from payment_plans where started_on is not null and started_on <= ${until} order by started_on, id`);
  const movements = await exec<{
    loan_id: number;
    date: string;
    principal: string;
    balance: string;
    written_off: string;
    interest: string;
    fees: string;
    paid: string;
    payments: string;
  }>(sql`
    select e.loan_id, t.effective_date::text as date,
      coalesce(sum(e.amount) filter (where e.account = 'principal_receivable'), 0) as principal,
      coalesce(sum(e.amount) filter (where e.account in (${receivables})), 0) as balance,
      coalesce(-sum(e.amount) filter (where t.kind = 'write_off' and e.account = 'principal_receivable'), 0) as written_off,
      coalesce(-sum(e.amount) filter (where e.account = 'interest_receivable' and ${collection}), 0) as interest,
      coalesce(-sum(e.amount) filter (where e.account like 'fee_receivable:%' and ${collection}), 0) as fees,
      coalesce(sum(e.amount) filter (where e.account = 'cash_bank' and ${collection}), 0) as paid,
      count(distinct t.id) filter (where t.kind = 'payment' and e.account = 'cash_bank' and not exists (
        select 1 from ledger_transactions r where r.kind = 'adjustment' and r.effective_date <= ${until}
          and r.reference = 'reversal:payment:' || split_part(t.reference, 'payment:', 2))) as payments
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    join loans l on l.id = e.loan_id
    where l.start_date is not null and l.start_date <= ${until} and t.effective_date <= ${until}
    group by e.loan_id, t.effective_date order by e.loan_id, t.effective_date`);

  const byLoan = new Map<number, LoanHistory>();
  for (const loan of loans) {
    byLoan.set(Number(loan.id), {
      id: Number(loan.id),
      status: Number(loan.status),
      principal: Number(loan.principal),
      startDate: loan.start_date,
      closedOn: loan.closed_at === null ? null : businessDate(new Date(loan.closed_at)),
      firstDueDate: loan.end_date,
      extensions: [],
      plans: [],
      movements: [],
    });
  }
  for (const row of plans) {
    (byLoan.get(Number(row.loan_id))?.plans as StartedPlan[] | undefined)?.push({
      status: row.status,
      startedOn: row.started_on,
      endedOn: row.ended_on,
      instalments: typeof row.instalments === 'string' ? JSON.parse(row.instalments) : row.instalments,
    });
  }
  for (const row of extensions) {
    const loan = byLoan.get(Number(row.loan_id));
    if (!loan) continue;
    (loan.extensions as LoanHistory['extensions'][number][]).push({
      paidOn: businessDate(new Date(row.paid_at)),
      newDueDate: row.new_due_date,
    });
  }
  for (const row of deferrals) {
    const loan = byLoan.get(Number(row.loan_id));
    if (!loan) continue;
    const moves = loan.extensions as LoanHistory['extensions'][number][];
    moves.push({ paidOn: row.granted_on, newDueDate: row.new_due_date });
    moves.sort((a, b) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : 0));
  }
  for (const row of movements) {
    const loan = byLoan.get(Number(row.loan_id));
    if (!loan) continue;
    (loan.movements as LoanHistory['movements'][number][]).push({
      date: row.date,
      principal: Number(row.principal),
      balance: Number(row.balance),
      writtenOffPrincipal: Number(row.written_off),
      interestCollected: Number(row.interest),
      feesCollected: Number(row.fees),
      paid: Number(row.paid),
      payments: Number(row.payments),
    });
  }
  return [...byLoan.values()];
}

/** The due date in force on `date`: the last extension paid by then moved it, else the offer's. */
export function dueDateOn(loan: LoanHistory, date: string): string {
  let due = loan.firstDueDate;
  for (const extension of loan.extensions) if (extension.paidOn <= date) due = extension.newDueDate;
  return due;
}

/**
 * Days past due on `date` as the nightly overdue run counts them (`loans.runOverdue`): none until
 * the last day to pay (a due date on a bank holiday or weekend may be paid the next business day),
 * then the days since that last day to pay (`daysPastDue`, the late-fee day rule). Under a payment plan started by then, the plan's
 * (`planDaysPastDue`, issue 62): from its first instalment not paid, current once kept or cured.
 */
export function overdueDaysOn(loan: LoanHistory, date: string): number {
  const plan = loan.plans.filter((started) => started.startedOn <= date).at(-1);
  if (plan) {
    const paid = loan.movements
      .filter((movement) => movement.date >= plan.startedOn && movement.date <= date)
      .reduce((sum, movement) => sum + movement.paid, 0);
    return planDaysPastDue(plan, paid, date);
  }
  return daysPastDue(dueDateOn(loan, date), date);
}

/** The ledger's sums of a loan's movements up to `date`. */
export function balancesOn(loan: LoanHistory, date: string) {
  let principal = 0;
  let balance = 0;
  let writtenOffPrincipal = 0;
  for (const movement of loan.movements) {
    if (movement.date > date) break;
    principal += movement.principal;
    balance += movement.balance;
    writtenOffPrincipal += movement.writtenOffPrincipal;
  }
  return { principal, balance, writtenOffPrincipal };
}

/** Whether the loan was still open at the end of `date` (lent by then and not closed). */
export const openOn = (loan: LoanHistory, date: string) =>
  loan.startDate <= date && (loan.closedOn === null || loan.closedOn > date);

/** The loan on `date` as the portfolio reads it, or null when it was not lent yet. */
export function loanOn(loan: LoanHistory, date: string): LoanOnDate | null {
  if (loan.startDate > date) return null;
  const open = openOn(loan, date);
  const { principal, balance } = balancesOn(loan, date);
  return {
    id: loan.id,
    // A loan open on that date counts as active (the portfolio reads active and on hold alike);
    // a closed one keeps the status it closed with.
    status: open ? LOAN_STATUS.active : loan.status,
    overdueDays: open ? overdueDaysOn(loan, date) : 0,
    principalCentavos: principal,
    balanceCentavos: balance,
  };
}

/** The last day of a month `YYYY-MM`. */
export function monthEnd(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The months from `from` to `to`, both included (`YYYY-MM`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  while (`${year}-${String(month).padStart(2, '0')}` <= to) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The month `months` after (or before, when negative) `month`. */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
