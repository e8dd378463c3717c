import type { Executor } from '@lender/db';
import { and, asc, eq, inArray, sql } from '@lender/db/orm';
import { ledgerEntries, ledgerTransactions } from '@lender/db/schema';
import { businessDate } from '../clock';
import { isLedgerAccount, type LedgerAccount, type LedgerBalances, type LedgerLine } from './accounts';
import { figureDeltas, keepFigures } from './loan-figures';
import { UnbalancedPostingError } from './unbalanced-posting-error';

/** What a ledger transaction records. */
export const LEDGER_KINDS = [
  'disbursement',
  'charge',
  'payment',
  'extension_fee',
  'late_fee',
  'write_off',
  'refund',
  'adjustment',
  'early_payoff_rebate',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A posting: the lines of one business event on one loan. */
export interface PostingInput {
  loanId: number;
  kind: LedgerKind;
  lines: readonly LedgerLine[];
  /** The business event (`payment:12`); the same loan, kind and reference is posted at most once. */
  reference: string;
  /** Business date (America/Mexico_City). @default today in Mexico City */
  effectiveDate?: string;
}

export interface PostingResult {
  transactionId: number;
  /** `false` when the same loan, kind and reference was already posted (nothing changed). */
  posted: boolean;
}

/** Refuses a posting that is empty, has a zero, fractional or unknown line, or does not sum to zero. */
export function assertBalanced(lines: readonly LedgerLine[]): void {
  if (lines.length < 2) throw new UnbalancedPostingError('empty', `${lines.length} line(s)`);
  let sum = 0;
  for (const line of lines) {
    if (!isLedgerAccount(line.account)) throw new UnbalancedPostingError('unknown_account', line.account);
    if (!Number.isSafeInteger(line.amount)) {
      throw new UnbalancedPostingError('not_integer', `${line.account} ${line.amount}`);
    }
    if (line.amount === 0) throw new UnbalancedPostingError('zero_line', line.account);
    sum += line.amount;
  }
  if (sum !== 0) throw new UnbalancedPostingError('unbalanced', `lines sum to ${sum}`);
}

/**
 * Posts one balanced transaction (ADR 022). Runs in a transaction of its own (a savepoint when `tx`
 * is already one) and checks in the database, after inserting, that the stored entries sum to zero;
 * anything wrong throws and rolls the caller back. Posting the same loan, kind and reference again
 * changes nothing and answers `posted: false` (providers retry; jobs re-run).
 */
export async function postTransaction(tx: Executor, input: PostingInput): Promise<PostingResult> {
  assertBalanced(input.lines);
  const effectiveDate = input.effectiveDate ?? businessDate(new Date());
  return tx.transaction(async (inner) => {
    const [created] = await inner
      .insert(ledgerTransactions)
      .values({
        loanId: input.loanId,
        kind: input.kind,
        reference: input.reference,
        effectiveDate,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerTransactions.id });
    if (!created) {
      const [existing] = await inner
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.loanId, input.loanId),
            eq(ledgerTransactions.kind, input.kind),
            eq(ledgerTransactions.reference, input.reference),
          ),
        );
      return { transactionId: existing?.id as number, posted: false };
    }
    await inner.insert(ledgerEntries).values(
      input.lines.map((line) => ({
        transactionId: created.id,
        loanId: input.loanId,
        account: line.account,
        amount: line.amount,
      })),
    );
    const [check] = await inner
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, created.id));
    if (Number(check?.sum) !== 0) {
      throw new UnbalancedPostingError('unbalanced', `stored entries sum to ${check?.sum}`);
    }
    // The loan's stored figures, in the same transaction (ADR 294).
    await keepFigures(
      inner,
      input.loanId,
      figureDeltas(input.kind, input.reference, input.lines),
      effectiveDate,
    );
    return { transactionId: created.id, posted: true };
  });
}

/** A loan's balances by account, summed from its entries in the database. */
export async function loanBalances(db: Executor, loanId: number): Promise<LedgerBalances> {
  const rows = await db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.loanId, loanId))
    .groupBy(ledgerEntries.account);
  const balances: LedgerBalances = {};
  for (const row of rows) {
    const value = Number(row.sum);
    if (value !== 0 && isLedgerAccount(row.account)) balances[row.account] = value;
  }
  return balances;
}

/** The entries of stored transactions summed by account and negated (what takes them back), non-zero. */
export async function negatedLines(db: Executor, transactionIds: readonly number[]): Promise<LedgerLine[]> {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.transactionId, [...transactionIds]))
    .groupBy(ledgerEntries.account);
  return rows
    .filter((row) => Number(row.sum) !== 0)
    .map((row) => ({ account: row.account as LedgerAccount, amount: -Number(row.sum) }));
}

/** One stored entry with its transaction. */
export interface LedgerEntryView {
  transactionId: number;
  kind: string;
  reference: string;
  effectiveDate: string;
  account: LedgerAccount;
  amount: number;
}

/** A loan's entries in posting order (for the back office and for replays). */
export async function loanEntries(db: Executor, loanId: number): Promise<LedgerEntryView[]> {
  const rows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      effectiveDate: ledgerTransactions.effectiveDate,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.loanId, loanId))
    .orderBy(asc(ledgerEntries.id));
  return rows.map((row) => ({ ...row, account: row.account as LedgerAccount }));
}

/** Ids of stored transactions whose entries do not sum to zero (always empty; a health check). */
export async function unbalancedTransactions(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  return rows.map((row) => row.id);
}
