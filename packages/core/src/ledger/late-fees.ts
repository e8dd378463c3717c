import { dailyLateFee, type LateFeePolicy, lateFeeDaysOn } from '@lender/calculator';
import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { type Executor, rowsOf } from '@lender/db';
import { and, eq, gt, sql } from '@lender/db/orm';
import { ledgerTransactions, loans } from '@lender/db/schema';
import { incomeAccountOf, type LedgerLine, outstandingOf } from './accounts';
import { quoteEarlyPayoff } from './early-payoff';
import { loanBalances, negatedLines, postTransaction } from './ledger';
import { type LoanAccount, pricingOf } from './loan-lock';
import { chargeLines } from './postings';

/** Loans whose balance can still move. */
const OPEN: readonly number[] = [LOAN_STATUS.active, LOAN_STATUS.onHold];

/** What bringing a loan up to a day did. */
export interface Accrual {
  /** Late fees posted (days not posted before). */
  charged: number;
  /** Whether the loan went on hold. */
  onHold: boolean;
}

/**
 * The late fees each loan (its `id`, its due date in force `dueDate`) was charged under its earlier
 * due dates (ADR 368): their income, net of what was taken back since (a payment or an extension paid
 * on an earlier day), in centavos. A loan extended while late keeps those days; they count
 * towards the policy's `maxDays` across the loan, never again per due date. One query for the
 * per-loan accrual and the nightly close.
 */
export async function earlierLateFees(
  tx: Executor,
  loans: ReadonlyArray<{ readonly id: number; readonly dueDate: string }>,
): Promise<Map<number, number>> {
  if (loans.length === 0) return new Map();
  const loanIds = loans.map((loan) => loan.id);
  const dueDates = loans.map((loan) => loan.dueDate);
  const rows = await rowsOf(
    tx,
    sql`select x.loan_id, -sum(e.amount)::bigint as amount
      from unnest(${`{${loanIds.join(',')}}`}::int[],
                  ${`{${dueDates.join(',')}}`}::text[]) as x(loan_id, due_date)
      join ledger_entries e on e.loan_id = x.loan_id and e.account = ${incomeAccountOf('late_fee')}
      join ledger_transactions t on t.id = e.transaction_id
      where not (t.kind = 'late_fee' and t.reference like 'late:' || x.due_date || ':%')
      group by x.loan_id`,
  );
  return new Map(rows.map((row) => [Number(row.loan_id), Number(row.amount)]));
}

/**
 * The days of late fees a loan's due date may still charge: the calculator's `feeDays`, less the days
 * it was charged under earlier due dates ({@link earlierLateFees}, `fee` centavos each), never below none.
 */
export function lateFeeDaysLeft(
  feeDays: number,
  policy: Pick<LateFeePolicy, 'maxDays'>,
  earlier: ReadonlyMap<number, number>,
  loanId: number,
  fee: number,
): number {
  const charged = fee > 0 ? Math.round((earlier.get(Number(loanId)) ?? 0) / fee) : 0;
  return Math.max(0, Math.min(feeDays, policy.maxDays - charged));
}

/**
 * Brings a locked loan's late fees and collection state up to `account.today` (ADR 216; late fees,
 * issue 5 Payments, ADR 022): once the last day to pay (the due date, or the next bank business day)
 * has passed, one late fee per day overdue (`late:<due date>:<day>`, posted once, effective that
 * many days after the last day to pay) of the policy's `dailyLateFee` for the days of
 * `lateFeeDaysOn` (counted from the last day to pay, at most `maxDays` across the loan's due dates;
 * `@lender/calculator`, ADR 322 and 368), the overdue days (the same count), and on hold (status 6)
 * after the policy's `onHoldAfterDays`. Idempotent: the nightly job, every read of the loan and every
 * writer of its money call it, so what a loan owes on a day is what every read shows.
 */
export async function accrueLateFees(account: LoanAccount): Promise<Accrual> {
  const { ctx, tx, loan, today } = account;
  const none = { charged: 0, onHold: false };
  if (!OPEN.includes(loan.status) || !loan.startDate || loan.dueDate >= today) return none;
  const balances = await loanBalances(tx, loan.id);
  if (outstandingOf(balances) <= 0) return none;
  const { latePolicy, vatPercent } = await pricingOf(ctx, tx, loan.terms);
  // The calculator's late-fee day rule, the one the nightly close and the scenarios read.
  const late = lateFeeDaysOn(loan.dueDate, today, latePolicy);
  if (late.overdueDays === 0) return none; // on or before the last day to pay
  const overdue = late.overdueDays;
  const fee = dailyLateFee(loan.principal, latePolicy, vatPercent);
  const earlier = await earlierLateFees(tx, [loan]);
  const days = lateFeeDaysLeft(late.feeDays, latePolicy, earlier, loan.id, fee.withoutVat);
  const posted = new Set(
    (
      await tx
        .select({ reference: ledgerTransactions.reference })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.loanId, loan.id), eq(ledgerTransactions.kind, 'late_fee')))
    ).map((row) => row.reference),
  );
  let charged = 0;
  for (let day = 1; day <= days && fee.withoutVat > 0; day += 1) {
    // One late fee per loan, due date and day overdue: re-running changes nothing.
    const reference = `late:${loan.dueDate}:${day}`;
    if (posted.has(reference)) continue;
    const result = await postTransaction(tx, {
      loanId: loan.id,
      kind: 'late_fee',
      reference,
      lines: chargeLines({ component: 'late_fee', gross: fee.withoutVat, discount: 0, vat: fee.vat }),
      // The day-th day late: the free days of a due date on a weekend or a holiday are not late.
      effectiveDate: addDays(late.lastDayToPay, day),
    });
    if (result.posted) charged += 1;
  }
  const now = ctx.clock.now();
  if (loan.overdueDays !== overdue) {
    await tx.update(loans).set({ overdueDays: overdue, updatedAt: now }).where(eq(loans.id, loan.id));
  }
  let onHold = false;
  if (late.onHold) {
    const [held] = await tx
      .update(loans)
      .set({ status: LOAN_STATUS.onHold, updatedAt: now })
      .where(and(eq(loans.id, loan.id), eq(loans.status, LOAN_STATUS.active)))
      .returning({ id: loans.id });
    if (held) {
      onHold = true;
      await ctx.audit.record(tx, {
        actor: { type: 'system' },
        action: 'loan.hold',
        entity: 'loan',
        entityId: loan.id,
        before: { status: LOAN_STATUS.active },
        after: { status: LOAN_STATUS.onHold, overdueDays: overdue },
      });
    }
  }
  return { charged, onHold };
}

/** The ledger reference of the late fees a payment settled as of an earlier day took back. */
export const lateFeesStoppedReference = (paymentId: number) => `late-fees-stopped:payment:${paymentId}`;

/**
 * The late fees posted for the days after `day`, or `null` when anything but late fees moved the loan
 * since (money or an extension booked after it): what was owed that day can no longer be told apart.
 */
export async function lateFeesOnlyAfter(account: LoanAccount, day: string): Promise<number[] | null> {
  const { tx, loan } = account;
  const after = await tx
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.loanId, loan.id), gt(ledgerTransactions.effectiveDate, day)));
  return after.some((posted) => posted.kind !== 'late_fee') ? null : after.map((posted) => posted.id);
}

/** A payment made on `paidOn` recorded later: what it paid, and the late fees after that day. */
export interface PaidEarlier {
  paidOn: string;
  amount: number;
  lateFees: readonly number[];
  extension?: boolean;
}

/**
 * The late fees a payment made on `paidOn` and recorded later would have stopped, negated (none when
 * it would not have): those of the days after `paidOn` (`lateFees`, the caller's one read of
 * {@link lateFeesOnlyAfter}: none when money or an extension was booked after that day, the fees then
 * stay as the ledger has them), when `amount` covers everything the loan owed that day (what it owes
 * now without them), or the payment paid an extension's fee (`extension`, ADR 368: the loan was
 * extended that day, so the days after it were not late). A partial payment stops no fee (a day's
 * fee is charged while anything is owed).
 */
export async function lateFeesStoppedBy(
  account: LoanAccount,
  { paidOn, amount, lateFees, extension = false }: PaidEarlier,
): Promise<LedgerLine[]> {
  const { tx, loan } = account;
  if (lateFees.length === 0) return [];
  const lines = await negatedLines(tx, lateFees);
  if (extension) return lines;
  const balances = await loanBalances(tx, loan.id);
  const owedNow = outstandingOf(balances);
  for (const line of lines) balances[line.account] = (balances[line.account] ?? 0) + line.amount;
  // What paid it all that day: the payoff quoted as of it (an early payoff's rebate counted to it),
  // without the fees of the days after it.
  const { payoff } = await quoteEarlyPayoff(account.ctx, tx, loan.id, paidOn);
  return amount >= payoff - (owedNow - outstandingOf(balances)) ? lines : [];
}
