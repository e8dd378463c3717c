import { APPLICATION_STATUS, LOAN_STATUS } from '@lender/calculator/platform';
import type { Executor } from '@lender/db';
import { type AnyColumn, and, eq, inArray, like, max, notInArray, sql } from '@lender/db/orm';
import {
  amlAlerts,
  amlClients,
  amlMatches,
  amlPayoutHolds,
  applications,
  fiscalDocuments,
  fiscalIncome,
  ledgerEntries,
  ledgerTransactions,
  loans,
  payments,
  payoutBeneficiaryChecks,
  payouts,
  refundPayouts,
} from '@lender/db/schema';
import { businessDate } from '../clock';
import type { RetentionDuty } from './personal-fields';

/**
 * Each duty's period over a borrower's data (ADR 292, ADR 313), from the day its count starts (a
 * business date, Mexico City) to its last day: a signed contract and the loan's records 10 years
 * after the loan closed (Código de Comercio art. 38, NOM-151); anti-money-laundering records 10 years
 * after the last operation (art. 95 Bis LGOAAC and its rules for SOFOM E.N.R.); tax records 5 years
 * from the annual return, due on 31 March after the year of the last payment or CFDI (CFF art. 30:
 * our reading; confirm with counsel). The words and sources: `catalog:personalData.period|source`.
 */
export const RETENTION_RULES: Readonly<
  Record<RetentionDuty, { readonly years: number; readonly lastDay: (since: string) => string }>
> = {
  contract: { years: 10, lastDay: (since) => addYears(since, 10) },
  aml: { years: 10, lastDay: (since) => addYears(since, 10) },
  tax: { years: 5, lastDay: (since) => `${Number(since.slice(0, 4)) + 1 + 5}-03-31` },
};

/** Whether the data is still needed to run a contract: a loan or application open, or money to pay back. */
export const dataInUse = (retention: Retention): boolean =>
  retention.openLoans > 0 || retention.openApplications > 0 || retention.heldCentavos > 0;

/** Loans still running: the payout pending, active, on hold. */
export const OPEN_LOAN_STATUSES: readonly number[] = [
  LOAN_STATUS.draft,
  LOAN_STATUS.active,
  LOAN_STATUS.onHold,
];

/** Application statuses that are over (completed, canceled, rejected, terminated). */
const CLOSED_APPLICATION_STATUSES: readonly number[] = [
  APPLICATION_STATUS.completed,
  APPLICATION_STATUS.canceled,
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.terminated,
];

/** One duty's period: the business date of the event it counts from, and its last day. */
export interface DutyPeriod {
  readonly since: string;
  readonly until: string;
}

/** What keeps a borrower's data, and until when. */
export interface Retention {
  /**
   * Loans still running, and loans written off while what they owed is still owed (a write-off is
   * the lender's accounting, not a release of the debt); while there is one, the contract needs the data.
   */
  readonly openLoans: number;
  /** Applications not yet decided or signed. */
  readonly openApplications: number;
  /**
   * Centavos the platform still owes the borrower: overpayments held in suspense and refunds approved
   * but not yet paid. While there are any, the CLABE and the identity are needed to pay them back.
   */
  readonly heldCentavos: number;
  /** Each duty's period (`YYYY-MM-DD`, Mexico City); null: the duty does not apply. */
  readonly periods: Readonly<Record<RetentionDuty, DutyPeriod | null>>;
  /** The latest of them: the data may be anonymised the day after; null when no duty applies. */
  readonly keptUntil: string | null;
}

/** `date` plus `years` calendar years (29 February becomes 28 February). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-') as [string, string, string];
  const target = Number(year) + years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  return `${target}-${month}-${month === '02' && day === '29' && !leap ? '28' : day}`;
}

const latest = (dates: ReadonlyArray<string | null>): string | null =>
  dates.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

const dateOf = (instant: Date | string | null | undefined): string | null =>
  instant === null || instant === undefined ? null : businessDate(new Date(instant));

/**
 * The client's last PLD record beside its alerts: a watchlist match found or cleared, an enhanced
 * due diligence completed, a payout held or released, a beneficiary check made (Mexico City
 * is applied by the caller). Greatest ignores nulls.
 */
async function pldRecordsOf(db: Executor, clientId: number): Promise<[{ at: string | null }]> {
  const lastOf = (...columns: AnyColumn[]) =>
    sql<string | null>`max(greatest(${sql.join(columns, sql`, `)}))`;
  const rows = await Promise.all([
    db
      .select({ at: lastOf(amlMatches.createdAt, amlMatches.clearedAt) })
      .from(amlMatches)
      .where(eq(amlMatches.clientId, clientId)),
    db
      // The enhanced due diligence an officer completed; not the risk grade every registration gets
      // (a person who never borrowed keeps no PLD record by registering).
      .select({ at: lastOf(amlClients.eddAt) })
      .from(amlClients)
      .where(eq(amlClients.clientId, clientId)),
    db
      .select({ at: lastOf(amlPayoutHolds.heldAt, amlPayoutHolds.releasedAt) })
      .from(amlPayoutHolds)
      .where(eq(amlPayoutHolds.clientId, clientId)),
    db
      .select({
        at: lastOf(
          payoutBeneficiaryChecks.createdAt,
          payoutBeneficiaryChecks.checkedAt,
          payoutBeneficiaryChecks.releaseRequestedAt,
          payoutBeneficiaryChecks.releasedAt,
        ),
      })
      .from(payoutBeneficiaryChecks)
      .where(eq(payoutBeneficiaryChecks.clientId, clientId)),
  ]);
  const instants = rows.map(([row]) => (row?.at ? new Date(row.at).getTime() : null));
  const found = instants.filter((at): at is number => at !== null);
  return [{ at: found.length === 0 ? null : new Date(Math.max(...found)).toISOString() }];
}

/**
 * The written-off loans whose debt is still owed: what their write-off took off the receivables
 * (principal, interest, fees, IVA) and no later entry of a write-off gave back. Nothing pays a
 * written-off loan today, so it stays owed until the product says when such a debt ends.
 */
async function writtenOffOwed(
  db: Executor,
  loanRows: ReadonlyArray<{ readonly id: number; readonly status: number }>,
): Promise<number[]> {
  const ids = loanRows.filter((loan) => loan.status === LOAN_STATUS.writeOff).map((loan) => loan.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ loanId: ledgerEntries.loanId })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.loanId, ids),
        eq(ledgerTransactions.kind, 'write_off'),
        like(ledgerEntries.account, '%receivable%'),
      ),
    )
    .groupBy(ledgerEntries.loanId)
    .having(sql`sum(${ledgerEntries.amount}) < 0`);
  return rows.map((row) => row.loanId);
}

/**
 * The duties that keep a client's data, each from its own event: the contract from the last closed
 * loan's closing; the PLD records from the last operation (payout, payment, refund), loan closing or
 * PLD finding; tax from the last payment or CFDI (stamped or cancelled, the client's own or a global
 * one carrying their payment). Every event is dated on the Mexico City clock.
 */
export async function retentionOf(db: Executor, clientId: number): Promise<Retention> {
  const loanRows = await db
    .select({ id: loans.id, status: loans.status, closedAt: loans.closedAt, updatedAt: loans.updatedAt })
    .from(loans)
    .where(eq(loans.clientId, clientId));
  const owedWrittenOff = new Set(await writtenOffOwed(db, loanRows));
  const isOpen = (loan: { id: number; status: number }) =>
    OPEN_LOAN_STATUSES.includes(loan.status) || owedWrittenOff.has(loan.id);
  const open = loanRows.filter(isOpen);
  const closings = loanRows
    .filter((loan) => !isOpen(loan))
    .map((loan) => dateOf(loan.closedAt ?? loan.updatedAt));
  const loanIds = loanRows.map((loan) => loan.id);
  const [
    [apps],
    [paid],
    [paidOut],
    [refunded],
    [alerted],
    [matched],
    [own],
    [global],
    [suspense],
    [refunding],
  ] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(
        and(
          eq(applications.clientId, clientId),
          notInArray(applications.status, [...CLOSED_APPLICATION_STATUSES]),
        ),
      ),
    db
      .select({ at: max(payments.completedAt) })
      .from(payments)
      .where(and(eq(payments.clientId, clientId), inArray(payments.status, ['completed', 'reversed']))),
    loanIds.length === 0
      ? [{ at: null }]
      : db
          .select({ at: max(payouts.completedAt) })
          .from(payouts)
          .where(inArray(payouts.loanId, loanIds)),
    db
      .select({ at: max(refundPayouts.completedAt) })
      .from(refundPayouts)
      .where(eq(refundPayouts.clientId, clientId)),
    db
      .select({ at: sql<string | null>`max(greatest(${amlAlerts.createdAt}, ${amlAlerts.decidedAt}))` })
      .from(amlAlerts)
      .where(eq(amlAlerts.clientId, clientId)),
    pldRecordsOf(db, clientId),
    db
      .select({ stamped: max(fiscalDocuments.stampedAt), cancelled: max(fiscalDocuments.cancelledAt) })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.clientId, clientId)),
    db
      .select({ at: max(fiscalDocuments.stampedAt) })
      .from(fiscalIncome)
      .innerJoin(fiscalDocuments, eq(fiscalDocuments.id, fiscalIncome.documentId))
      .where(eq(fiscalIncome.clientId, clientId)),
    loanIds.length === 0
      ? [{ sum: 0 }]
      : db
          .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
          .from(ledgerEntries)
          .where(
            and(eq(ledgerEntries.account, 'overpayment_suspense'), inArray(ledgerEntries.loanId, loanIds)),
          ),
    db
      .select({ sum: sql<number>`coalesce(sum(${refundPayouts.amount}), 0)::int` })
      .from(refundPayouts)
      .where(and(eq(refundPayouts.clientId, clientId), inArray(refundPayouts.status, ['pending', 'sent']))),
  ]);
  const lastClosing = latest(closings);
  const lastPayment = dateOf(paid?.at);
  const lastAml = latest([
    lastClosing,
    lastPayment,
    dateOf(paidOut?.at),
    dateOf(refunded?.at),
    dateOf(alerted?.at),
    dateOf(matched?.at),
  ]);
  const lastTax = latest([lastPayment, dateOf(own?.stamped), dateOf(own?.cancelled), dateOf(global?.at)]);
  const period = (duty: RetentionDuty, since: string | null): DutyPeriod | null =>
    since === null ? null : { since, until: RETENTION_RULES[duty].lastDay(since) };
  const periods: Record<RetentionDuty, DutyPeriod | null> = {
    contract: period('contract', lastClosing),
    aml: period('aml', lastAml),
    tax: period('tax', lastTax),
  };
  return {
    openLoans: open.length,
    openApplications: apps?.n ?? 0,
    heldCentavos: Math.max(0, -(suspense?.sum ?? 0)) + (refunding?.sum ?? 0),
    periods,
    keptUntil: latest(Object.values(periods).map((each) => each?.until ?? null)),
  };
}
