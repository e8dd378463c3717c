import { LOAN_STATUS } from '@lender/calculator/platform';
import { CREDIT_BUREAUS, LOAN_PRODUCTS, type RegulatorSummary } from '@lender/contracts';
import { sql } from '@lender/db/orm';
import { today as todayOf } from '../../clock';
import { CoreError } from '../../errors/core-error';
import type { ReadContext } from '../reader';
import { type LoanHistory, monthEnd, shiftMonth } from './loan-history';
import { monthAggregates } from './month-figures';
import { portfoliosOf } from './risk-report';

// The regulator's figures of a month (issue 39, ADR 147): CONDUSEF's registry counts by product,
// from the loans' month ends the risk reports read (ADR 294; the month's credit-bureau file is
// `export-credit-bureau.ts`, from the loan histories, its CSV `export-condusef.ts`).

/** Every loan is today the one product of the registries (`LOAN_PRODUCTS`). */
export const PRODUCT = LOAN_PRODUCTS[0];

/** The month of a query (default the last closed month) and the day its figures are of. */
export function regulatorMonth(month: string | undefined, today: string): { month: string; asOf: string } {
  const chosen = month ?? shiftMonth(today.slice(0, 7), -1);
  if (chosen > today.slice(0, 7))
    throw new CoreError('invalid_value', { field: ['month'], message: '`month` is after this month.' });
  const end = monthEnd(chosen);
  return { month: chosen, asOf: end < today ? end : today };
}

/** Loans the bureau file reports: lent by the month end and open at some time in the month. */
export const inFile = (loan: LoanHistory, month: string, asOf: string) =>
  loan.startDate <= asOf && (loan.closedOn === null || loan.closedOn >= `${month}-01`);

/** `backOffice.regulatorSummary`: the CONDUSEF counts of a month by product, and the bureau file's loans. */
export async function regulatorSummary(
  ctx: ReadContext,
  { query }: { readonly query: { month?: string | undefined } },
): Promise<RegulatorSummary> {
  const { db, clock } = ctx;
  const { month, asOf } = regulatorMonth(query.month, todayOf(clock));
  // The month's loans at its cut (ADR 294): in force, and in the bureau file (lent by the cut and
  // open at some time in the month: exactly the month's rows).
  const figures = await monthAggregates(db, [{ month, cut: asOf }], ['standing', 'openness']);
  const [portfolio] = portfoliosOf(figures.standing, [month], () => asOf);
  // Contracts signed in the month: the loans whose signing instant falls in it, Mexico City time.
  // And the loans written off before the month, still owed: in the bureau file every month after.
  const day = (column: string) => sql.raw(`((${column} at time zone 'UTC') - interval '6 hours')::date`);
  const result = await db.execute(sql`select
      count(*) filter (where ${day('signed_at')} between ${`${month}-01`} and ${asOf}) as n,
      count(*) filter (where status = ${LOAN_STATUS.writeOff} and ${day('closed_at')} < ${`${month}-01`}) as owed
    from loans`);
  const [signedInMonth] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: string;
    owed: string;
  }>;
  return {
    month,
    asOf,
    products: [
      {
        product: PRODUCT,
        contractsSigned: Number(signedInMonth?.n ?? 0),
        contractsInForce: portfolio?.total.count ?? 0,
        principalCentavos: portfolio?.total.principalCentavos ?? 0,
        balanceCentavos: portfolio?.total.balanceCentavos ?? 0,
      },
    ],
    bureauLoans: figures.openness.reduce((sum, group) => sum + group.count, Number(signedInMonth?.owed ?? 0)),
    bureaus: [...CREDIT_BUREAUS],
  };
}
