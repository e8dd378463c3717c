import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { CreditBureau } from '@lender/contracts';
import { eq, inArray } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import { businessDate, today as todayOf } from '../../clock';
import { namePartsOf } from '../../identity/name-parts';
import { CREDIT_BUREAU_EXPORTS, type CreditBureauRecord } from '../credit-bureau/index';
import type { CsvExportFile, PiiReadContext } from '../reader';
import {
  balancesOn,
  dueDateOn,
  type LoanHistory,
  loanOn,
  openOn,
  overdueDaysOn,
  readLoanHistories,
} from './loan-history';
import { inFile, PRODUCT, regulatorMonth } from './regulator-summary';

// The monthly credit-bureau file (issue 39, ADR 147): the loans lent by the month's end and open in
// it, from the ledger and the loan history the risk reports read, in the bureau's layout. A loan
// written off stays in every later month's file: its debt is still owed (no payment is taken on it).

/** Whether the month's file reports the loan: open at some time in it, or written off and still owed. */
const reported = (loan: LoanHistory, month: string, asOf: string) =>
  inFile(loan, month, asOf) ||
  (loan.status === LOAN_STATUS.writeOff && loan.closedOn !== null && loan.closedOn <= asOf);

/** The most days past due the loan reached from the month's first day (or its start) to `last`. */
function worstDaysPastDue(loan: LoanHistory, month: string, last: string): number {
  let worst = 0;
  const first = loan.startDate > `${month}-01` ? loan.startDate : `${month}-01`;
  for (let day = first; day <= last; day = addDays(day, 1)) worst = Math.max(worst, overdueDaysOn(loan, day));
  return worst;
}

/** The records of the monthly bureau file, ordered by loan id. */
async function creditBureauRecords(
  { db, pii, clock }: PiiReadContext,
  query: { month?: string | undefined },
): Promise<{ month: string; records: CreditBureauRecord[] }> {
  const { month, asOf } = regulatorMonth(query.month, todayOf(clock));
  const history = (await readLoanHistories(db, asOf)).filter((loan) => reported(loan, month, asOf));
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
    // A loan written off or sold is reported with the days past due it had when it closed (the
    // portfolio counts none for a closed loan): a bureau reads 0 as a borrower who paid on time. A
    // loan late then paid in the month: 0, and the most days it reached in the month beside it.
    const daysPastDue = open
      ? (on?.overdueDays ?? 0)
      : closedStatus !== 'paid' && loan.closedOn !== null
        ? overdueDaysOn(loan, loan.closedOn)
        : 0;
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
      daysPastDue,
      worstDaysPastDue: Math.max(
        daysPastDue,
        worstDaysPastDue(loan, month, !open && loan.closedOn !== null ? loan.closedOn : asOf),
      ),
      status: open ? (daysPastDue > 0 ? 'past_due' : 'current') : closedStatus,
      paidInMonth: monthMovements.reduce((sum, m) => sum + m.paid, 0),
      paymentsInMonth: monthMovements.reduce((sum, m) => sum + m.payments, 0),
      closedOn: open ? null : loan.closedOn,
      writtenOffPrincipal: balances.writtenOffPrincipal,
    };
  });
  return { month, records };
}

/**
 * `backOffice.exportCreditBureau`: the monthly file of `bureau`, named by its layout (a machine
 * file: the bureau's layout, not the reader's language).
 */
export async function exportCreditBureau(
  ctx: PiiReadContext,
  { query }: { readonly query: { month?: string | undefined; bureau: CreditBureau } },
): Promise<CsvExportFile> {
  const { month, records } = await creditBureauRecords(ctx, query);
  const adapter = CREDIT_BUREAU_EXPORTS[query.bureau];
  return {
    name: adapter.fileName(month).replace(/\.csv$/, ''),
    csv: adapter.render(records),
    rows: records.length,
  };
}
