import { LOAN_STATUS } from '@lender/calculator/platform';
import {
  type LoanStanding,
  OVERDUE_BUCKETS,
  type OverdueBucket,
  type Portfolio,
  type PortfolioSlice,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, between, gt, gte, inArray, notInArray, type SQL, sql } from '@lender/db/orm';
import { loanFigures, loans } from '@lender/db/schema';
import { RECEIVABLE_ACCOUNTS } from '../ledger/accounts';
import { withoutJit } from './without-jit';

/**
 * The one definition of the portfolio (issue 36, ADR 111), read by the dashboard, the loans list,
 * the CSV exports and the portfolio report:
 *
 * - the portfolio is the open loans: active (4) and on hold (6, spec §4);
 * - an open loan is `current` at 0 days past due and `overdue` from 1 (the `overdue_days` the loan
 *   keeps, brought up to each day by the nightly job and every read of the loan); never both;
 * - an overdue loan is in one bucket of days past due: 1–7, 8–30, 31–60, 61–90, more than 90;
 * - outstanding principal is the loan's principal receivable, the balance every receivable
 *   (principal, interest, fees, IVA, late fees) of the ledger;
 * - PAR1, PAR8 and PAR30 are the shares of outstanding principal of the loans at least 1, at least
 *   8 and more than 30 days past due (the buckets' own edges); PAR60 and PAR90 more than 60 and
 *   more than 90 (issue 39's risk reports).
 */

/** The statuses of an open loan: the portfolio. */
export const PORTFOLIO_STATUSES = [LOAN_STATUS.active, LOAN_STATUS.onHold] as const;

/** Days past due of each overdue bucket, both ends included. */
export const OVERDUE_BUCKET_DAYS: Record<OverdueBucket, readonly [number, number]> = {
  '1-7': [1, 7],
  '8-30': [8, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '90+': [91, Number.POSITIVE_INFINITY],
};

/** The least days past due each PAR counts. */
export const PAR_FROM_DAYS = { par1: 1, par8: 8, par30: 31, par60: 61, par90: 91 } as const;

const isOpen = (status: number) => (PORTFOLIO_STATUSES as readonly number[]).includes(status);

/** Where a loan stands: `current` or `overdue` while open, `closed` otherwise. */
export function standingOf(status: number, overdueDays: number): LoanStanding {
  if (!isOpen(status)) return 'closed';
  return overdueDays > 0 ? 'overdue' : 'current';
}

/** The bucket of an overdue open loan, else null. */
export function bucketOf(status: number, overdueDays: number): OverdueBucket | null {
  if (standingOf(status, overdueDays) !== 'overdue') return null;
  return (
    OVERDUE_BUCKETS.find((bucket) => {
      const [from, to] = OVERDUE_BUCKET_DAYS[bucket];
      return overdueDays >= from && overdueDays <= to;
    }) ?? null
  );
}

/** A loan as the portfolio reads it. */
export interface PortfolioLoan {
  status: number;
  overdueDays: number;
  /** Outstanding principal (the principal receivable), centavos. */
  principalCentavos: number;
  /** Outstanding balance (every receivable), centavos. */
  balanceCentavos: number;
  /** How many loans these are (a group of loans alike in status and days past due). @default 1 */
  count?: number;
}

const empty = (): PortfolioSlice => ({ count: 0, principalCentavos: 0, balanceCentavos: 0 });
const add = (slice: PortfolioSlice, loan: PortfolioLoan) => {
  slice.count += loan.count ?? 1;
  slice.principalCentavos += loan.principalCentavos;
  slice.balanceCentavos += loan.balanceCentavos;
};

/** The portfolio of `loans` (or groups of loans) on `asOf` (closed loans are left out). */
export function portfolioOf(loansOf: readonly PortfolioLoan[], asOf: string): Portfolio {
  const total = empty();
  const current = empty();
  const overdue = empty();
  const buckets = OVERDUE_BUCKETS.map((bucket) => ({ bucket, ...empty() }));
  const atLeast = { par1: 0, par8: 0, par30: 0, par60: 0, par90: 0 };
  for (const loan of loansOf) {
    const standing = standingOf(loan.status, loan.overdueDays);
    if (standing === 'closed') continue;
    add(total, loan);
    if (standing === 'current') {
      add(current, loan);
      continue;
    }
    add(overdue, loan);
    const bucket = buckets.find((slice) => slice.bucket === bucketOf(loan.status, loan.overdueDays));
    if (bucket) add(bucket, loan);
    for (const par of Object.keys(PAR_FROM_DAYS) as Array<keyof typeof PAR_FROM_DAYS>) {
      if (loan.overdueDays >= PAR_FROM_DAYS[par]) atLeast[par] += loan.principalCentavos;
    }
  }
  const share = (centavos: number) =>
    total.principalCentavos > 0 ? centavos / total.principalCentavos : null;
  return {
    asOf,
    total,
    current,
    overdue,
    buckets,
    par: {
      par1: share(atLeast.par1),
      par8: share(atLeast.par8),
      par30: share(atLeast.par30),
      par60: share(atLeast.par60),
      par90: share(atLeast.par90),
    },
  };
}

const receivables = sql.join(
  RECEIVABLE_ACCOUNTS.map((account) => sql`${account}`),
  sql`, `,
);

/** What a loan owes: the sum of its receivable accounts (ADR 022), as an SQL expression on `loans`. */
export const outstandingBalanceSql = sql<string>`coalesce((select sum(e.amount) from ledger_entries e where e.loan_id = "loans"."id" and e.account in (${receivables})), 0)`;
/** The principal a loan still owes (its principal receivable), as an SQL expression on `loans`. */
export const outstandingPrincipalSql = sql<string>`coalesce((select sum(e.amount) from ledger_entries e where e.loan_id = "loans"."id" and e.account = 'principal_receivable'), 0)`;

/** The loans of a standing, as a condition on `loans`. */
export function standingWhere(standing: LoanStanding): SQL {
  if (standing === 'closed') return notInArray(loans.status, [...PORTFOLIO_STATUSES]);
  const open = inArray(loans.status, [...PORTFOLIO_STATUSES]);
  return standing === 'current'
    ? (and(open, sql`${loans.overdueDays} = 0`) as SQL)
    : (and(open, gt(loans.overdueDays, 0)) as SQL);
}

/** The open loans of an overdue bucket, as a condition on `loans`. */
export function bucketWhere(bucket: OverdueBucket): SQL {
  const [from, to] = OVERDUE_BUCKET_DAYS[bucket];
  // The last bucket has no end (an unbounded `between` would overflow the integer column).
  const days = Number.isFinite(to) ? between(loans.overdueDays, from, to) : gte(loans.overdueDays, from);
  return and(inArray(loans.status, [...PORTFOLIO_STATUSES]), days) as SQL;
}

/**
 * The portfolio from the database: every open loan with its outstanding principal and balance, from
 * each loan's stored figures (`loan_figures`: its status and days past due as `loans` has them, its
 * sums over its ledger entries, kept with every posting; ADR 294), grouped by status and days past
 * due.
 */
export async function readPortfolio(db: Database, asOf: string): Promise<Portfolio> {
  const rows = await withoutJit(db, (tx) =>
    tx
      .select({
        status: loanFigures.status,
        overdueDays: loanFigures.overdueDays,
        count: sql<number>`count(*)::int`,
        principal: sql<string>`coalesce(sum(${loanFigures.principal}), 0)`,
        balance: sql<string>`coalesce(sum(${loanFigures.balance}), 0)`,
      })
      .from(loanFigures)
      .where(inArray(loanFigures.status, [...PORTFOLIO_STATUSES]))
      .groupBy(loanFigures.status, loanFigures.overdueDays),
  );
  return portfolioOf(
    rows.map((row) => ({
      status: Number(row.status),
      overdueDays: Number(row.overdueDays),
      count: Number(row.count),
      principalCentavos: Number(row.principal),
      balanceCentavos: Number(row.balance),
    })),
    asOf,
  );
}
