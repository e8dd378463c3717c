import { toApiAmount } from '@lender/calculator';
import { findBank } from '@lender/clabe';
import {
  type BackOfficeCepClaim,
  CEP_CLAIM_MAX_AGE_DAYS,
  type CepClaim,
  TRACKING_KEY_PATTERN,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notExists, or, sql } from '@lender/db/orm';
import {
  type cepClaims,
  complaints,
  loans,
  paymentReferences,
  payments,
  settlementLines,
  speiTransfers,
} from '@lender/db/schema';
import { errorMessageKey } from '@lender/i18n';
import { businessDate } from '../clock';
import { CoreError, type CoreViolation } from '../errors/core-error';
import { t } from '../i18n';
import { openLoanId } from '../loans/loan-context';
import { CLOSED_LOAN_STATUSES } from './closed-loans';
import { folioOf } from './payment-model';

// What the SPEI claims share (issue 52, ADR 302): the claim's checks, the transfer's identity across
// the ways money arrives, and the views.

export type CepClaimRow = typeof cepClaims.$inferSelect;

/** A claim as core takes it: the API's pesos already centavos. */
export interface CepClaimInput {
  readonly clientId: number;
  /** `YYYY-MM-DD`, Mexico City. */
  readonly date: string;
  /** Centavos. */
  readonly amount: number;
  readonly trackingKey: string;
  /** The sending bank's CLABE code (`012`). */
  readonly senderBank: string;
}

/** The borrower's call (`client.claimSpeiPayment`): the claim as the endpoint takes it, in centavos. */
export type CepClaimCall = { readonly actorId: number; readonly body: Omit<CepClaimInput, 'clientId'> };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/**
 * The claim's fields, each with its own violation (all at once, `validation_failed`): the date today
 * or up to {@link CEP_CLAIM_MAX_AGE_DAYS} back, an amount of whole centavos above zero, a clave de
 * rastreo of letters and digits, a sending bank that is a SPEI participant. Answers the sending
 * bank's participant key and the clave in capitals.
 */
export function checkClaim(input: CepClaimInput, now: Date): { senderKey: string; trackingKey: string } {
  const violations: CoreViolation[] = [];
  const add = (field: string, code: string, params?: Record<string, number>) =>
    violations.push({
      field: [field],
      code,
      message: t(errorMessageKey(code, 'borrower', field), params),
      ...(params && { params }),
    });
  const age = /^\d{4}-\d{2}-\d{2}$/.test(input.date)
    ? daysBetween(input.date, businessDate(now))
    : Number.NaN;
  if (!(age >= 0 && age <= CEP_CLAIM_MAX_AGE_DAYS))
    add('date', 'spei_date_out_of_range', { maxDays: CEP_CLAIM_MAX_AGE_DAYS });
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) add('amount', 'too_small');
  const trackingKey = input.trackingKey.trim().toUpperCase();
  if (!TRACKING_KEY_PATTERN.test(trackingKey)) add('trackingKey', 'invalid_format');
  const bank = findBank(input.senderBank);
  if (!bank?.speiKey) add('senderBank', 'spei_bank_unknown');
  if (violations.length > 0) throw new CoreError('validation_failed', { violations });
  return { senderKey: bank?.speiKey ?? '', trackingKey };
}

/** A SPEI transfer as a claim, a callback or a statement knows it (ADR 306); the amount is told apart. */
export interface TransferKey {
  /** In capitals. */
  readonly trackingKey: string;
  /** The sending bank's CLABE code (`012`). */
  readonly senderBank: string;
  /** `YYYY-MM-DD`, Mexico City. */
  readonly date: string;
}

/** A transfer already paid in: its payment, whose loan it paid, and the amount it carried. */
export interface KnownTransfer {
  readonly paymentId: number;
  readonly clientId: number;
  readonly loanId: number;
  /** Centavos. */
  readonly amount: number;
}

/**
 * The payment a SPEI transfer already is (issue 62, ADR 306), by its clave de rastreo, sending bank
 * and operation date: a claim or a callback keeps the whole identity in `spei_transfers`; a
 * statement line posted by finance carries no sending bank, so one of the clave on that value date
 * is taken as the transfer — unless its payment's own transfer is recorded (from another bank, then).
 * The amount is answered, not matched: a claim of another amount is told
 * apart by its caller. The same clave from another bank, or on another day, is another transfer.
 */
export async function knownTransfer(tx: Executor, key: TransferKey): Promise<KnownTransfer | null> {
  const columns = {
    paymentId: payments.id,
    clientId: payments.clientId,
    loanId: payments.loanId,
    amount: speiTransfers.amount,
  };
  const [recorded] = await tx
    .select(columns)
    .from(speiTransfers)
    .innerJoin(payments, eq(payments.id, speiTransfers.paymentId))
    .where(
      and(
        eq(speiTransfers.trackingKey, key.trackingKey),
        eq(speiTransfers.senderBank, key.senderBank),
        eq(speiTransfers.operationDate, key.date),
      ),
    )
    .orderBy(asc(speiTransfers.id))
    .limit(1);
  if (recorded) return recorded;
  const [line] = await tx
    .select({ ...columns, amount: settlementLines.amount })
    .from(settlementLines)
    .innerJoin(payments, eq(payments.id, settlementLines.paymentId))
    .where(
      and(
        eq(settlementLines.channel, 'spei'),
        eq(settlementLines.movementKey, key.trackingKey),
        eq(settlementLines.valueDate, key.date),
        or(
          inArray(settlementLines.outcome, ['matched', 'amount_mismatch']),
          eq(settlementLines.resolution, 'posted'),
        ),
        // A line matched to a payment whose whole identity is kept is that transfer, not this one.
        notExists(
          tx
            .select({ id: speiTransfers.id })
            .from(speiTransfers)
            .where(eq(speiTransfers.paymentId, settlementLines.paymentId)),
        ),
      ),
    )
    .orderBy(desc(settlementLines.id))
    .limit(1);
  return line ?? null;
}

/**
 * Keeps a transfer's whole identity beside the payment it made (ADR 306). Under the loan's lock; the
 * unique index fails a second payment of one transfer racing from another loan's lock.
 */
export async function recordTransfer(
  tx: Executor,
  key: TransferKey & { amount: number; paymentId: number },
): Promise<void> {
  await tx.insert(speiTransfers).values({
    trackingKey: key.trackingKey,
    senderBank: key.senderBank,
    operationDate: key.date,
    amount: key.amount,
    paymentId: key.paymentId,
  });
}

/**
 * The amounts an unposted statement line of the transfer's clave and day states (newest first): the
 * bank saw that money arrive, so Banxico's CEP is asked for it too when the claimed amount is not
 * the transfer's.
 */
export async function statedAmounts(tx: Executor, key: TransferKey): Promise<number[]> {
  const rows = await tx
    .select({ amount: settlementLines.amount })
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.channel, 'spei'),
        eq(settlementLines.movementKey, key.trackingKey),
        eq(settlementLines.valueDate, key.date),
        isNull(settlementLines.paymentId),
        isNull(settlementLines.resolution),
      ),
    )
    .orderBy(desc(settlementLines.id))
    .limit(5);
  return [...new Set(rows.map((row) => row.amount))];
}

/** A CLABE a borrower's transfer may have been sent to, and the loan its money pays. */
export interface ClaimAccount {
  readonly loanId: number;
  readonly account: string;
}

/**
 * The borrower's SPEI CLABEs a transfer may have been sent to (each reference has its own), each with
 * its loan: `loanId`'s first, then those of the borrower's other loans, newest first (money sent to a
 * closed loan's CLABE still arrived: it pays that loan, beyond its balance held and its refund asked
 * for, ADR 382). At most five.
 */
export async function clabesOfClient(
  tx: Executor,
  clientId: number,
  loanId: number,
): Promise<ClaimAccount[]> {
  const rows = await tx
    .select({ loanId: paymentReferences.loanId, account: paymentReferences.clabe })
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.clientId, clientId),
        eq(paymentReferences.channel, 'clabe'),
        isNotNull(paymentReferences.clabe),
      ),
    )
    .orderBy(desc(sql`${paymentReferences.loanId} = ${loanId}`), desc(paymentReferences.id))
    .limit(20);
  const found = new Map<string, ClaimAccount>();
  for (const { loanId: loan, account } of rows)
    if (account !== null && !found.has(account)) found.set(account, { loanId: loan, account });
  return [...found.values()].slice(0, 5);
}

/**
 * The loan a borrower's claim is about: the open one, else the newest that is over (a transfer to
 * its CLABE is still the borrower's money); `no_active_loan` for a borrower who never had one.
 */
export async function claimLoanId(ctx: { readonly db: Executor }, clientId: number): Promise<number> {
  try {
    return await openLoanId(ctx, clientId);
  } catch (error) {
    if (!(error instanceof CoreError && error.code === 'no_active_loan')) throw error;
  }
  const [closed] = await ctx.db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.clientId, clientId), inArray(loans.status, [...CLOSED_LOAN_STATUSES])))
    .orderBy(desc(loans.id))
    .limit(1);
  if (!closed) throw new CoreError('no_active_loan');
  return closed.id;
}

/** The participant key of the bank a CLABE belongs to. */
export const receiverOf = (clabe: string) => findBank(clabe.slice(0, 3))?.speiKey ?? '';

/** A claim as the borrower sees it. */
export async function cepClaimView(db: Executor, row: CepClaimRow): Promise<CepClaim> {
  let caseFolio: string | null = null;
  if (row.complaintId !== null) {
    const [complaint] = await db
      .select({ folio: complaints.folio })
      .from(complaints)
      .where(eq(complaints.id, row.complaintId));
    caseFolio = complaint?.folio ?? null;
  }
  return claimViewOf(row, caseFolio);
}

/** A claim as the borrower reads it, its aclaración's folio already read (or null). */
function claimViewOf(row: CepClaimRow, caseFolio: string | null): CepClaim {
  return {
    id: row.id,
    outcome: row.outcome,
    date: row.operationDate,
    // What the outcome is about: the proven transfer's amount when the claim said another (ADR 306).
    amount: { amount: toApiAmount(row.provenAmount ?? row.amount), currency: 'MXN' },
    trackingKey: row.trackingKey,
    senderBank: row.senderBank,
    paymentId: row.paymentId,
    receiptFolio: row.paymentId === null ? null : folioOf(row.paymentId),
    caseFolio,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A claim as the back office lists it, with its borrower's full name and its aclaración's folio
 * (both read by the list's own statement, so a page costs no statement per row).
 */
export function backOfficeCepClaimView(
  row: CepClaimRow,
  clientName: string,
  caseFolio: string | null,
): BackOfficeCepClaim {
  return {
    ...claimViewOf(row, caseFolio),
    clientId: row.clientId,
    clientName,
    loanId: row.loanId,
    receiverBank: row.receiverBank,
    beneficiaryAccount: row.beneficiaryAccount,
    complaintId: row.complaintId,
    cepSeal: row.cepSeal,
    cepXml: row.cepXmlKey !== null,
    cepPdf: row.cepPdfKey !== null,
  };
}
