// Corrections of a payment already posted, planned from what its posting stored: a reversal takes
// all of it back, a settlement correction the part the bank did not receive (ADRs 110, 142).
import type { Executor } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { ledgerEntries, ledgerTransactions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { balanceOf, type LedgerAccount, type LedgerLine } from './accounts';
import { lateFeesStoppedReference } from './late-fees';
import { loanBalances, negatedLines } from './ledger';
import { REPAYMENT_ORDER } from './postings';
import { rebatePostedWith } from './rebate-link';

/**
 * The lines of a payment's own posting (and of an early-payoff rebate posted with it, and of the late
 * fees it stopped when it was settled as of an earlier day: they are owed again), negated.
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
  return negatedLines(
    tx,
    [posted, rebate, stopped].filter((id): id is number => typeof id === 'number'),
  );
}

/**
 * What the ledger takes back when the bank got `short` centavos less than the payment posted: from
 * the overpayment it left (while still held), then from what it paid, principal first. Refuses
 * (`invalid_transition`) when the payment did not credit that much.
 */
export async function takeBackLines(
  tx: Executor,
  loanId: number,
  paymentId: number,
  short: number,
): Promise<LedgerLine[]> {
  const posted = await tx
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerTransactions.loanId, loanId), eq(ledgerTransactions.reference, `payment:${paymentId}`)),
    );
  const credited = new Map<string, number>();
  for (const entry of posted)
    if (entry.amount < 0) credited.set(entry.account, (credited.get(entry.account) ?? 0) - entry.amount);
  const suspense = Math.max(0, -balanceOf(await loanBalances(tx, loanId), 'overpayment_suspense'));
  const lines: LedgerLine[] = [{ account: 'cash_bank', amount: -short }];
  let left = short;
  const order: LedgerAccount[] = ['overpayment_suspense', ...[...REPAYMENT_ORDER].reverse()];
  for (const account of order) {
    const room =
      account === 'overpayment_suspense'
        ? Math.min(suspense, credited.get(account) ?? 0)
        : (credited.get(account) ?? 0);
    const take = Math.min(room, left);
    if (take > 0) lines.push({ account, amount: take });
    left -= take;
  }
  if (left > 0)
    throw new CoreError('invalid_transition', { params: { from: 'amount_mismatch', to: 'corrected' } });
  return lines;
}
