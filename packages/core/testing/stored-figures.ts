// Test support for the stored figures (issue 54, ADR 294): a loan lent on any day through the product
// (an application priced that day, signed with its SMS code, paid out), each loan's expected row of a
// month's end from its ledger history (the oracle), the stored rows to compare, and the portfolio as
// the dashboard summed it from the ledger before.
import { addDays } from '@lender/calculator/kernel';
import type { Portfolio } from '@lender/contracts';
import { type Database, rowsOf } from '@lender/db';
import { inArray, sql } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import {
  outstandingBalanceSql,
  outstandingPrincipalSql,
  PORTFOLIO_STATUSES,
  portfolioOf,
} from '../src/back-office/portfolio';
import { balancesOn, type LoanHistory, loanOn, monthEnd } from '../src/back-office/reports/loan-history';
import { agreementSmsCode } from '../src/loans/agreement-sms-code';
import { confirmPendingPayouts } from '../src/loans/loan-payouts';
import { signAgreement } from '../src/loans/sign-agreement';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../src/providers/payouts/sandbox';
import { insertAcceptedApplication, insertClientRow } from '../src/seed/lending-rows';
import type { LendingTestCore } from './lending-fixtures';
import { defaultDateOf } from './risk-oracle';

let lent = 0;

/** A loan of `amount` to a new client, priced, signed and paid out on `day` (its clock at noon). */
export async function lendOn(t: LendingTestCore, day: string, amount: number) {
  lent += 1;
  t.clock.set(`${day}T18:00:00Z`);
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone: `+5255${String(70_000_000 + lent)}`,
    email: `stored-${lent}@lender.test`,
    clabeHashOf: `stored-figures:${lent}`,
  });
  const { applicationId } = await insertAcceptedApplication(t.core.db, {
    clientId,
    amount,
    pricedOn: day,
    payDates: (options) => options.find((option) => option.value.slice(0, 10) >= addDays(day, 12)),
    expiresAt: new Date(Date.parse(`${addDays(day, 7)}T00:00:00Z`)),
  });
  await agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } });
  const { loanId } = await signAgreement(t.core, {
    actorId: clientId,
    params: { id: applicationId },
    body: { smsCode: t.lastCode() },
  });
  t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
  await confirmPendingPayouts(t.core);
  return { loanId, clientId };
}

/** A loan's row of a month's end (`loan_month_ends`), as the tests compare it. */
export interface MonthRow {
  loanId: number;
  status: number;
  overdueDays: number;
  principal: number;
  balance: number;
  writtenOff: number;
  interest: number;
  fees: number;
  startMonth: string;
  lent: number;
  defaulted: boolean;
  prevStatus: number | null;
  prevOverdueDays: number | null;
  prevPrincipal: number | null;
}

/**
 * What a month's end holds from the ledger history: every loan lent by the cut and not closed before
 * the month began, where `loanOn` puts it at the cut and at the month before's end, its sums of the
 * movements dated up to the cut, and whether it had defaulted by then (`defaultDateOf`).
 */
export function oracleMonthRows(
  history: readonly LoanHistory[],
  month: string,
  cut = monthEnd(month),
): MonthRow[] {
  const before = addDays(`${month}-01`, -1);
  const rows: MonthRow[] = [];
  for (const loan of history) {
    if (loan.startDate > cut || (loan.closedOn !== null && loan.closedOn < `${month}-01`)) continue;
    const on = loanOn(loan, cut);
    if (!on) continue;
    const sums = balancesOn(loan, cut);
    const upToCut = loan.movements.filter((movement) => movement.date <= cut);
    const previous = loan.startDate <= before ? loanOn(loan, before) : null;
    const defaultDay = defaultDateOf(loan);
    rows.push({
      loanId: loan.id,
      status: on.status,
      overdueDays: on.overdueDays,
      principal: sums.principal,
      balance: sums.balance,
      writtenOff: sums.writtenOffPrincipal,
      interest: upToCut.reduce((sum, movement) => sum + movement.interestCollected, 0),
      fees: upToCut.reduce((sum, movement) => sum + movement.feesCollected, 0),
      startMonth: loan.startDate.slice(0, 7),
      lent: loan.principal,
      defaulted: defaultDay !== null && defaultDay <= cut,
      prevStatus: previous?.status ?? null,
      prevOverdueDays: previous?.overdueDays ?? null,
      prevPrincipal: previous?.principalCentavos ?? null,
    });
  }
  return rows.sort((a, b) => a.loanId - b.loanId);
}

/** The columns of month rows as `toMonthRow` reads them. */
export const MONTH_ROW_COLUMNS = sql.raw(`loan_id, status, overdue_days, principal, balance, written_off,
  interest_collected, fees_collected, to_char(start_month, 'YYYY-MM') as start_month, lent, defaulted,
  prev_status, prev_overdue_days, prev_principal`);

/** A row of month figures read from the database (`MONTH_ROW_COLUMNS`). */
export function toMonthRow(row: Record<string, unknown>): MonthRow {
  const orNull = (value: unknown) => (value === null ? null : Number(value));
  return {
    loanId: Number(row.loan_id),
    status: Number(row.status),
    overdueDays: Number(row.overdue_days),
    principal: Number(row.principal),
    balance: Number(row.balance),
    writtenOff: Number(row.written_off),
    interest: Number(row.interest_collected),
    fees: Number(row.fees_collected),
    startMonth: String(row.start_month),
    lent: Number(row.lent),
    defaulted: row.defaulted === true,
    prevStatus: orNull(row.prev_status),
    prevOverdueDays: orNull(row.prev_overdue_days),
    prevPrincipal: orNull(row.prev_principal),
  };
}

/** The stored rows of a month (`YYYY-MM`), by loan. */
export async function storedMonthRows(db: Database, month: string): Promise<MonthRow[]> {
  const rows = await rowsOf(
    db,
    sql`select ${MONTH_ROW_COLUMNS} from loan_month_ends where month = ${`${month}-01`}::date order by loan_id`,
  );
  return rows.map(toMonthRow);
}

/** The portfolio as the dashboard read it before ADR 294: each open loan's sums over its ledger entries. */
export async function ledgerPortfolio(db: Database, asOf: string): Promise<Portfolio> {
  const rows = await db
    .select({
      status: loans.status,
      overdueDays: loans.overdueDays,
      principal: outstandingPrincipalSql,
      balance: outstandingBalanceSql,
    })
    .from(loans)
    .where(inArray(loans.status, [...PORTFOLIO_STATUSES]));
  return portfolioOf(
    rows.map((row) => ({
      status: row.status,
      overdueDays: row.overdueDays,
      principalCentavos: Number(row.principal),
      balanceCentavos: Number(row.balance),
    })),
    asOf,
  );
}
