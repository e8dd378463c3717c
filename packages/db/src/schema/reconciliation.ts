import { SETTLEMENT_CHANNELS, SETTLEMENT_LINE_OUTCOMES, SETTLEMENT_RESOLUTIONS } from '@lender/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, nullableReferences } from './columns';
import { backOfficeUsers } from './identity';
import { payments } from './payments';

export {
  SETTLEMENT_CHANNELS,
  SETTLEMENT_LINE_OUTCOMES,
  SETTLEMENT_RESOLUTIONS,
  type SettlementChannel,
  type SettlementLineOutcome,
  type SettlementResolution,
} from '@lender/contracts';

/**
 * One imported settlement file (issue 39): a SPEI account statement, a cash-channel settlement or a
 * card processor settlement in one of our layouts. The file's SHA-256 is unique: importing the same
 * file again changes nothing.
 */
export const settlementImports = pgTable(
  'settlement_imports',
  {
    id: serial().primaryKey(),
    channel: text({ enum: SETTLEMENT_CHANNELS }).notNull(),
    fileName: text().notNull(),
    /** SHA-256 (hex) of the file's bytes. */
    fileHash: text().notNull(),
    lineCount: integer().notNull(),
    /** The first and last value date of the lines (the period whose payments are checked). */
    periodFrom: date({ mode: 'string' }),
    periodTo: date({ mode: 'string' }),
    /** Lines and payments by outcome (`{ matched: 3, unmatched: 1, …, missing: 0 }`). */
    counts: jsonb().$type<Record<string, number>>().notNull(),
    importedBy: nullableReferences(() => backOfficeUsers.id),
    createdAt: instant().notNull(),
  },
  (t) => [
    uniqueIndex('settlement_imports_file_hash_uq').on(t.fileHash),
    index('settlement_imports_created_idx').on(t.createdAt),
  ],
);

/** One line of an imported file with its outcome; `(import, line number)` is unique. */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial().primaryKey(),
    importId: integer()
      .notNull()
      .references(() => settlementImports.id),
    /** 1-based line number in the file (the header is line 1, so data starts at 2). */
    lineNumber: integer().notNull(),
    channel: text({ enum: SETTLEMENT_CHANNELS }).notNull(),
    valueDate: date({ mode: 'string' }).notNull(),
    /** Centavos. */
    amount: integer().notNull(),
    /** The movement's own key: the SPEI clave de rastreo, the card processor's operation id, or the cash reference. */
    movementKey: text().notNull(),
    /** Our payment reference as the file gives it (empty when none). */
    reference: text().notNull(),
    /** The beneficiary CLABE (SPEI), the store (cash) or the card's last four digits. */
    account: text().notNull(),
    outcome: text({ enum: SETTLEMENT_LINE_OUTCOMES }),
    /** The payment the line matched, or the one it names (a pending payment, the duplicated one). */
    paymentId: nullableReferences(() => payments.id),
    /** What the ledger holds for the payment (centavos) when the amounts differ. */
    expectedAmount: integer(),
    resolution: text({ enum: SETTLEMENT_RESOLUTIONS }),
    resolvedAt: instant(),
  },
  (t) => [
    uniqueIndex('settlement_lines_import_line_uq').on(t.importId, t.lineNumber),
    index('settlement_lines_key_idx').on(t.channel, t.movementKey),
    index('settlement_lines_outcome_idx').on(t.importId, t.outcome),
    index('settlement_lines_payment_idx').on(t.paymentId),
  ],
);

/** Each completed payment of an import's channel and period: matched by a line, or missing from the file. */
export const settlementPaymentChecks = pgTable(
  'settlement_payment_checks',
  {
    importId: integer()
      .notNull()
      .references(() => settlementImports.id),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    outcome: text({ enum: ['matched', 'missing'] }).notNull(),
    lineId: nullableReferences(() => settlementLines.id),
  },
  (t) => [uniqueIndex('settlement_payment_checks_uq').on(t.importId, t.paymentId)],
);

/**
 * What the daily check found not to tie (ADR 143): the trial balance (debits ≠ credits) or a
 * channel's cash (ledger ≠ settlement files). One row per date, kind and channel; shown in the
 * back office until the figures tie again.
 */
export const reconciliationAlerts = pgTable(
  'reconciliation_alerts',
  {
    id: serial().primaryKey(),
    businessDate: date({ mode: 'string' }).notNull(),
    kind: text({ enum: ['trial_balance', 'cash_position'] }).notNull(),
    /** The channel for a cash alert, `all` for the trial balance. */
    channel: text().notNull(),
    /** Centavos: what each side holds and the difference. */
    details: jsonb().$type<Record<string, number>>().notNull(),
    createdAt: instant().notNull(),
    clearedAt: instant(),
  },
  (t) => [
    uniqueIndex('reconciliation_alerts_uq').on(t.businessDate, t.kind, t.channel),
    index('reconciliation_alerts_open_idx').on(t.clearedAt).where(sql`cleared_at is null`),
  ],
);
