import { boolean, date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { instant, instantNow, references } from './columns';
import { loans } from './loans';

// Stored figures of the loans (issue 54, ADR 294): what the risk reports read instead of summing the
// ledger at read time. The ledger stays the truth: every sum here is a sum of its entries, kept in
// the same transaction as the posting (core's `ledger/`), and `loan_figures_backfill(today,
// holidays)` (migration 0050) rebuilds them all from the ledger and the loans. Centavos; one loan's
// sums fit an integer.

/**
 * One row per loan: what the reports read of it without the wide `loans` row. Its facts (status,
 * days past due, start, first due date, closing day, principal lent) are copied from `loans` by the
 * statement triggers of migration 0050 on every insert and update of `loans`; its sums of the ledger
 * now (receivables, principal written off, interest and fees collected), all time whatever the
 * effective date, are added by every posting in its transaction (core's `ledger/loan-figures.ts`).
 */
export const loanFigures = pgTable('loan_figures', {
  loanId: references(() => loans.id).primaryKey(),
  status: smallint(),
  overdueDays: integer(),
  startDate: date({ mode: 'string' }),
  /** The offer's due date (`terms.endDate`), before any extension. */
  firstDue: date({ mode: 'string' }),
  /** The business date (America/Mexico_City) of `closed_at`. */
  closedOn: date({ mode: 'string' }),
  /** The principal lent (`loans.principal`). */
  lent: integer(),
  /** `principal_receivable`. */
  principal: integer().notNull().default(0),
  /** Every receivable account: what the borrower owes. */
  balance: integer().notNull().default(0),
  /** Principal taken off the books by write-offs. */
  writtenOff: integer().notNull().default(0),
  /** Interest and fees (without IVA) collected by payments, net of their reversals. */
  interestCollected: integer().notNull().default(0),
  feesCollected: integer().notNull().default(0),
});

/**
 * A loan at the end of a month (its cut: the month's last day), written by the nightly close once
 * the month is over: every loan lent by the cut and open at some time in the month (open at the
 * previous cut, or lent in the month). Figures as of the cut (postings effective by then); the
 * money columns are the loan's sums up to the cut, as in `loan_figures`.
 */
export const loanMonthEnds = pgTable(
  'loan_month_ends',
  {
    /** The month's first day. */
    month: date({ mode: 'string' }).notNull(),
    loanId: integer().notNull(),
    /** 4 (active) while open at the cut, else the status it closed with. */
    status: smallint().notNull(),
    /** Days past due at the cut (0 when not open). */
    overdueDays: integer().notNull(),
    principal: integer().notNull(),
    balance: integer().notNull(),
    writtenOff: integer().notNull(),
    interestCollected: integer().notNull(),
    feesCollected: integer().notNull(),
    /** The first day of the month it was lent in (its vintage) and the principal lent. */
    startMonth: date({ mode: 'string' }).notNull(),
    lent: integer().notNull(),
    /** Whether it had defaulted by the cut: 91 days past due while open, or written off. */
    defaulted: boolean().notNull(),
    /** Status, days past due and principal at the previous month's cut; null when lent in this month. */
    prevStatus: smallint(),
    prevOverdueDays: integer(),
    prevPrincipal: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.loanId] }),
    index('loan_month_ends_loan_idx').on(t.loanId, t.month),
  ],
);

/** The months whose rows were written: started, and where a run killed in the middle stood. */
export const loanMonthEndRuns = pgTable('loan_month_end_runs', {
  month: date({ mode: 'string' }).primaryKey(),
  /** The month's last day. */
  cut: date({ mode: 'string' }).notNull(),
  /** The loans up to this id are written. */
  lastLoanId: integer().notNull().default(0),
  startedAt: instantNow(),
  finishedAt: instant(),
});
