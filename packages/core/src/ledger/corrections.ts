// Corrections of a payment already posted, planned from what its posting stored: a reversal takes
// all of it back, a settlement correction the part the bank did not receive (ADRs 110, 142).
import type { Executor } from '@lender/db';
import { and, desc, eq, gt, inArray, like } from '@lender/db/orm';
import { ledgerEntries, ledgerTransactions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { balanceOf, type LedgerAccount, type LedgerLine } from './accounts';
import { lateFeesStoppedReference } from './late-fees';
import { loanBalances, negatedLines } from './ledger';
import { incomeTakenBackLines, type VatPace } from './postings';
import { rebatePostedWith } from './rebate-link';

/**
 * The lines of a payment's own posting (and of an early-payoff rebate posted with it, of the late
 * fees it stopped when it was settled as of an earlier day: they are owed again, and of its CFDI's
 * IVA rounding), negated.
 */
export async function reversingLines(tx: Executor, loanId: number, paymentId: number): Promise<LedgerLine[]> {
  const idOf = async (kind: 'payment' | 'adjustment', reference: string) =>
    (
      await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.loanId, loanId),
            eq(ledgerTransactions.kind, kind),
            eq(ledgerTransactions.reference, reference),
          ),
        )
    )[0]?.id;
  const posted = await idOf('payment', `payment:${paymentId}`);
  if (posted === undefined) return [];
  // A payoff in full before the due date posted its rebate just before the payment (one settle).
  const rebate = await rebatePostedWith(tx, loanId, posted);
  const stopped = await idOf('adjustment', lateFeesStoppedReference(paymentId));
  const rounding = await idOf('adjustment', vatRoundingReference(paymentId, 'payment'));
  return negatedLines(
    tx,
    [posted, rebate, stopped, rounding].filter((id): id is number => typeof id === 'number'),
  );
}

/**
 * The ledger reference of the IVA rounding of a payment's CFDI (ADR 369): of the payment's own income
 * (`vat-rounding:payment:<id>`), of what a credit paid after its reversal (`…:credit:payment:<id>`),
 * or of what a settlement correction added to or took back from it (`…:settlement:payment:<id>`, ADR
 * 142; `…:<line id>` for each correction of its statement line).
 */
export const vatRoundingReference = (
  paymentId: number,
  source: 'payment' | 'credit' | 'settlement',
  lineId?: number,
): string =>
  `vat-rounding:${source === 'payment' ? '' : `${source}:`}payment:${paymentId}${lineId === undefined ? '' : `:${lineId}`}`;

/** The ledger reference of undoing the credit applied for the reversed payment `paymentId` (ADR 365). */
export const creditUndoneReference = (paymentId: number): string => `reversal:credit:payment:${paymentId}`;

/**
 * The credits applied on reversals (ADR 364) posted after `paymentId`'s own posting and not undone,
 * newest first: the money they paid may be the overpayment `paymentId` left, and reversing it
 * undoes them first (ADR 365). Each with the payment it was applied for and its lines, negated.
 */
export async function creditsAfter(
  tx: Executor,
  loanId: number,
  paymentId: number,
): Promise<Array<{ paymentId: number; lines: LedgerLine[] }>> {
  const onLoan = (reference: string) =>
    and(eq(ledgerTransactions.loanId, loanId), eq(ledgerTransactions.reference, reference));
  const [own] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(onLoan(`payment:${paymentId}`));
  if (!own) return [];
  const credits = await tx
    .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        like(ledgerTransactions.reference, 'credit:payment:%'),
        gt(ledgerTransactions.id, own.id),
      ),
    )
    .orderBy(desc(ledgerTransactions.id));
  const open: Array<{ paymentId: number; lines: LedgerLine[] }> = [];
  for (const credit of credits) {
    const creditFor = Number(credit.reference.slice('credit:payment:'.length));
    const [undone] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(onLoan(creditUndoneReference(creditFor)));
    if (undone) continue;
    const [rounding] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(onLoan(vatRoundingReference(creditFor, 'credit')));
    const ids = rounding ? [credit.id, rounding.id] : [credit.id];
    open.push({ paymentId: creditFor, lines: await negatedLines(tx, ids) });
  }
  return open;
}

/** The payments whose credit (ADR 364) a later reversal undid on this loan (ADR 365). */
export async function creditsUndone(tx: Executor, loanId: number): Promise<number[]> {
  const rows = await tx
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        like(ledgerTransactions.reference, 'reversal:credit:payment:%'),
      ),
    );
  return rows.map((row) => Number(row.reference.split(':').at(-1)));
}

/**
 * What the own postings (`payment:<id>`) of the payments `paymentIds` credited, by account: what they
 * paid (and held, `overpayment_suspense`) as they were posted.
 */
export async function creditedBy(
  tx: Executor,
  loanId: number,
  paymentIds: readonly number[],
): Promise<Map<string, number>> {
  const posted = await tx
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.loanId, loanId),
        inArray(
          ledgerTransactions.reference,
          paymentIds.map((id) => `payment:${id}`),
        ),
      ),
    );
  const credited = new Map<string, number>();
  for (const entry of posted)
    if (entry.amount < 0) credited.set(entry.account, (credited.get(entry.account) ?? 0) - entry.amount);
  return credited;
}

/**
 * What the ledger takes back when the bank got `short` centavos less than the payment posted: from
 * the overpayment it left (while still held), then the principal it paid, then its interest and fees
 * with their IVA (`incomeTakenBackLines`, at the loan's IVA `pace`). Refuses (`invalid_transition`)
 * when the payment did not credit that much.
 */
export async function takeBackLines(
  tx: Executor,
  loanId: number,
  paymentId: number,
  short: number,
  pace: VatPace,
): Promise<LedgerLine[]> {
  const credited = await creditedBy(tx, loanId, [paymentId]);
  const suspense = Math.max(0, -balanceOf(await loanBalances(tx, loanId), 'overpayment_suspense'));
  const lines: LedgerLine[] = [{ account: 'cash_bank', amount: -short }];
  let left = short;
  const rooms: Array<[LedgerAccount, number]> = [
    ['overpayment_suspense', Math.min(suspense, credited.get('overpayment_suspense') ?? 0)],
    ['principal_receivable', credited.get('principal_receivable') ?? 0],
  ];
  for (const [account, room] of rooms) {
    const take = Math.min(room, left);
    if (take > 0) lines.push({ account, amount: take });
    left -= take;
  }
  const income = left > 0 ? incomeTakenBackLines(credited, left, pace) : [];
  if (income === null)
    throw new CoreError('invalid_transition', { params: { from: 'amount_mismatch', to: 'corrected' } });
  return [...lines, ...income];
}
