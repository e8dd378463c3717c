import type { Executor } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { ledgerEntries, ledgerTransactions } from '@lender/db/schema';
import { isLedgerAccount, type LedgerBalances } from './accounts';

// What reading a loan needs of its ledger, summed by the database in one grouped query (issue 65,
// ADR 328) instead of every entry brought over and walked: the sums by account of the loan's own
// entries (an extension's fee and its payments belong to the extension), what payments took off
// each account, the IVA of the late interest, every account's balance and the kinds posted.

/** A loan's ledger, summed. */
export interface LoanSums {
  /** By account, of the entries that are not an extension's. */
  readonly own: LedgerBalances;
  /** By account, what payments (not an extension's) took off: a positive sum. */
  readonly paid: LedgerBalances;
  /** The IVA posted with each day's late interest. */
  readonly lateVat: number;
  /** Every account's balance, the extensions' included, zero balances left out (`loanBalances`). */
  readonly balances: LedgerBalances;
  /** The kinds of transaction posted on the loan. */
  readonly kinds: ReadonlySet<string>;
}

/** The sums of `loanId`'s ledger (one query). */
export async function loanSums(db: Executor, loanId: number): Promise<LoanSums> {
  // An entry belongs to an extension as `isRolloverEntry` says: its kind, or its reference.
  const rollover = sql<boolean>`(${ledgerTransactions.kind} = 'extension_fee' or ${ledgerTransactions.reference} like 'rollover:%')`;
  const rows = await db
    .select({
      account: ledgerEntries.account,
      kind: ledgerTransactions.kind,
      rollover,
      sum: sql<string>`sum(${ledgerEntries.amount})`,
      negative: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.loanId, loanId))
    .groupBy(ledgerEntries.account, ledgerTransactions.kind, rollover);
  const own: Record<string, number> = {};
  const paid: Record<string, number> = {};
  const all: Record<string, number> = {};
  const kinds = new Set<string>();
  let lateVat = 0;
  for (const row of rows) {
    const sum = Number(row.sum);
    kinds.add(row.kind);
    all[row.account] = (all[row.account] ?? 0) + sum;
    if (row.rollover) continue;
    own[row.account] = (own[row.account] ?? 0) + sum;
    if (row.kind === 'payment') paid[row.account] = (paid[row.account] ?? 0) - Number(row.negative);
    if (row.kind === 'late_fee' && row.account === 'vat_receivable') lateVat += sum;
  }
  const balances: LedgerBalances = {};
  for (const [account, value] of Object.entries(all)) {
    if (value !== 0 && isLedgerAccount(account)) balances[account] = value;
  }
  return { own: own as LedgerBalances, paid: paid as LedgerBalances, lateVat, balances, kinds };
}
