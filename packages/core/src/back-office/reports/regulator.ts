import { LOAN_STATUS } from '@lender/calculator/platform';
import { CREDIT_BUREAUS, type CreditBureau, LOAN_PRODUCTS, type RegulatorSummary } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq, inArray, sql } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import type { Translate } from '@lender/i18n';
import { businessDate, type Clock, today as todayOf } from '../../clock';
import { CoreError } from '../../errors/core-error';
import { namePartsOf } from '../../identity/name-parts';
import type { PiiCrypto } from '../../pii';
import { CREDIT_BUREAU_EXPORTS, type CreditBureauRecord } from '../credit-bureau/index';
import { pesosCell, toCsv } from '../lists/csv';
import {
  balancesOn,
  dueDateOn,
  type LoanHistory,
  loanOn,
  monthEnd,
  openOn,
  readLoanHistories,
  shiftMonth,
} from './loan-history';
import { monthCell } from './risk-csv';
import { portfolioOn } from './risk-report';

// The regulator's figures of a month (issue 39, ADR 147): CONDUSEF's registry counts by product and
// the monthly credit-bureau file, both from the ledger and the loan history the risk reports read.

/** Every loan is today the one product of the registries (`LOAN_PRODUCTS`). */
const PRODUCT = LOAN_PRODUCTS[0];

/** The month of a query (default the last closed month) and the day its figures are of. */
export function regulatorMonth(month: string | undefined, today: string): { month: string; asOf: string } {
  const chosen = month ?? shiftMonth(today.slice(0, 7), -1);
  if (chosen > today.slice(0, 7))
    throw new CoreError('invalid_value', { field: ['month'], message: '`month` is after this month.' });
  const end = monthEnd(chosen);
  return { month: chosen, asOf: end < today ? end : today };
}

/** Loans the bureau file reports: lent by the month end and open at some time in the month. */
const inFile = (loan: LoanHistory, month: string, asOf: string) =>
  loan.startDate <= asOf && (loan.closedOn === null || loan.closedOn >= `${month}-01`);

/** The CONDUSEF counts of a month by product. */
export async function regulatorSummary(
  db: Database,
  clock: Clock,
  query: { month?: string | undefined },
): Promise<RegulatorSummary> {
  const { month, asOf } = regulatorMonth(query.month, todayOf(clock));
  const history = await readLoanHistories(db, asOf);
  const portfolio = portfolioOn(history, asOf);
  // Contracts signed in the month: the loans whose signing instant falls in it, Mexico City time.
  const result = await db.execute(sql`select count(*) as n from loans
      where ((signed_at at time zone 'UTC') - interval '6 hours')::date between ${`${month}-01`} and ${asOf}`);
  const [signedInMonth] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: string;
  }>;
  return {
    month,
    asOf,
    products: [
      {
        product: PRODUCT,
        contractsSigned: Number(signedInMonth?.n ?? 0),
        contractsInForce: portfolio.total.count,
        principalCentavos: portfolio.total.principalCentavos,
        balanceCentavos: portfolio.total.balanceCentavos,
      },
    ],
    bureauLoans: history.filter((loan) => inFile(loan, month, asOf)).length,
    bureaus: [...CREDIT_BUREAUS],
  };
}

/** The CONDUSEF counts as CSV. */
export function condusefCsv(t: Translate, summary: RegulatorSummary): { csv: string; rows: number } {
  const columns: ReadonlyArray<readonly [string, (row: RegulatorSummary['products'][number]) => unknown]> = [
    [t('backoffice:risk.month'), () => monthCell(summary.month)],
    [t('backoffice:portfolio.cutoff'), () => summary.asOf],
    [t('backoffice:risk.regulator.product'), (row) => t(`backoffice:risk.regulator.products.${row.product}`)],
    [t('backoffice:risk.regulator.contractsSigned'), (row) => row.contractsSigned],
    [t('backoffice:risk.regulator.contractsInForce'), (row) => row.contractsInForce],
    [t('backoffice:portfolio.principal'), (row) => pesosCell(row.principalCentavos)],
    [t('backoffice:portfolio.balance'), (row) => pesosCell(row.balanceCentavos)],
  ];
  return { csv: toCsv(columns, summary.products), rows: summary.products.length };
}

/** The records of the monthly bureau file, ordered by loan id. */
export async function creditBureauRecords(
  db: Database,
  pii: PiiCrypto,
  clock: Clock,
  query: { month?: string | undefined },
): Promise<{ month: string; records: CreditBureauRecord[] }> {
  const { month, asOf } = regulatorMonth(query.month, todayOf(clock));
  const history = (await readLoanHistories(db, asOf)).filter((loan) => inFile(loan, month, asOf));
  const ids = history.map((loan) => loan.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: loans.id, signedAt: loans.signedAt, client: clients })
          .from(loans)
          .innerJoin(clients, eq(clients.id, loans.clientId))
          .where(inArray(loans.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const records = history.map((loan): CreditBureauRecord => {
    const row = byId.get(loan.id);
    const client = row?.client;
    const on = loanOn(loan, asOf);
    const balances = balancesOn(loan, asOf);
    const open = openOn(loan, asOf);
    const monthMovements = loan.movements.filter((m) => m.date.slice(0, 7) === month && m.date <= asOf);
    const closedStatus =
      loan.status === LOAN_STATUS.writeOff
        ? 'written_off'
        : loan.status === LOAN_STATUS.soldDebt
          ? 'sold'
          : 'paid';
    return {
      reportMonth: month,
      asOf,
      loanId: loan.id,
      clientId: client?.id ?? 0,
      curp: client?.curpEnc ? pii.decrypt(client.curpEnc) : null,
      name: namePartsOf(client ?? {}),
      birthDate: client?.birthDate ?? null,
      product: PRODUCT,
      signedOn: row ? businessDate(new Date(row.signedAt)) : loan.startDate,
      disbursedOn: loan.startDate,
      dueDate: dueDateOn(loan, asOf),
      originalPrincipal: loan.principal,
      principal: balances.principal,
      balance: balances.balance,
      daysPastDue: on?.overdueDays ?? 0,
      status: open ? ((on?.overdueDays ?? 0) > 0 ? 'past_due' : 'current') : closedStatus,
      paidInMonth: monthMovements.reduce((sum, m) => sum + m.paid, 0),
      paymentsInMonth: monthMovements.reduce((sum, m) => sum + m.payments, 0),
      closedOn: open ? null : loan.closedOn,
      writtenOffPrincipal: balances.writtenOffPrincipal,
    };
  });
  return { month, records };
}

/** The monthly file of `bureau`: its name and its text. */
export async function creditBureauFile(
  db: Database,
  pii: PiiCrypto,
  clock: Clock,
  query: { month?: string | undefined; bureau: CreditBureau },
): Promise<{ name: string; csv: string; rows: number }> {
  const { month, records } = await creditBureauRecords(db, pii, clock, query);
  const adapter = CREDIT_BUREAU_EXPORTS[query.bureau];
  return {
    name: adapter.fileName(month).replace(/\.csv$/, ''),
    csv: adapter.render(records),
    rows: records.length,
  };
}
