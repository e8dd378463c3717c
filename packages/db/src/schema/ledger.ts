import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instantNow, references } from './columns';
import { loans } from './loans';

/**
 * The double-entry ledger (issue 5 Ledger, ADR 022). A transaction groups entries that sum to zero;
 * an entry moves `amount` integer centavos on one account of one loan: debit positive, credit
 * negative. Balances are sums of entries (the copies `loan_figures` and `loan_month_ends` keep for
 * the reports are kept with each posting and rebuilt from these, ADR 294). Append-only: nothing
 * updates or deletes a row; a correction is a new transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    /** What happened: `disbursement`, `charge`, `payment`, `extension_fee`, `late_fee`, `write_off`, … */
    kind: text().notNull(),
    /** The business event it records (`payment:12`, `payout:3`); unique per loan and kind: posting twice is a no-op. */
    reference: text().notNull(),
    /** The business date (America/Mexico_City) the movement belongs to. */
    effectiveDate: date({ mode: 'string' }).notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_reference_uq').on(t.loanId, t.kind, t.reference),
    index('ledger_transactions_loan_idx').on(t.loanId),
    // What was posted after a date (the stored figures of a past day, ADR 294), and the write-offs
    // of a period (the risk report's).
    index('ledger_transactions_effective_idx').on(t.effectiveDate),
    index('ledger_transactions_write_off_idx').on(t.effectiveDate).where(sql`kind = 'write_off'`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial().primaryKey(),
    transactionId: references(() => ledgerTransactions.id),
    loanId: references(() => loans.id),
    account: text().notNull(),
    /** Centavos: debit positive, credit negative, never zero. */
    amount: integer().notNull(),
  },
  (t) => [
    index('ledger_entries_loan_account_idx').on(t.loanId, t.account),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
