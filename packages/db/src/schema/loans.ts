import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { clients } from './clients';
import { fakeFlag, instant, instantNow, references, timestamps } from './columns';

/** The offer terms a loan was signed on (centavos), snapshotted at signing (ADR 212). */
export interface LoanTerms {
  principal: number;
  term: number;
  endDate: string;
  sequenceType: 'first' | 'repeated';
  /** Each charge before discount, its discount and the IVA on what remains. */
  charges: { component: string; gross: number; discount: number; vat: number }[];
  total: number;
  extensions: { type: 'cheap' | 'expensive'; days: number; amount: number; amount_without_vat: number }[];
  /**
   * The late fee the contract sets (basis points of the principal a day, for at most `maxDays` days;
   * on hold after `onHoldAfterDays`), frozen at signing (issue 62): a later change of the product
   * never reaches a signed loan. Migration 0057 froze the loans signed before it.
   */
  latePolicy?: { dailyBps: number; maxDays: number; onHoldAfterDays: number };
  /** The IVA rate (percent) the contract's charges carry, frozen at signing likewise. */
  vatPercent?: number;
  /**
   * The CONDUSEF (RECO) registration of each fee the signed contract charges, as its carátula
   * printed it: folio, registered on, in force from (`YYYY-MM-DD`, Mexico City).
   */
  feeRegistrations?: { fee: string; folio: string; registeredOn: string; inForceFrom: string }[];
}

/**
 * Loans (spec §3 Loan, §4 loan statuses: 1 draft, 2 cancelled, 3 can not make offer, 4 active,
 * 5 paid, 6 on hold, 8 terminated, 9 sold debt, 10 write off). One loan per application, enforced
 * here: a second signing can never make a second loan.
 */
export const loans = pgTable(
  'loans',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    applicationId: references(() => applications.id),
    status: integer().notNull(),
    principal: integer().notNull(),
    terms: jsonb().$type<LoanTerms>().notNull(),
    /** `bank_transfer` (SPEI to the saved CLABE) or `cash` (pick-up at a brand). */
    disbursementMethod: text({ enum: ['bank_transfer', 'cash'] }).notNull(),
    cashBrand: text({ enum: ['cebuana', 'bdo', 'm_lhuillier'] }),
    /** Set when the payout is confirmed (the loan then becomes active). */
    startDate: date({ mode: 'string' }),
    /** The due date in force: the offer's `endDate`, moved by paid extensions. */
    dueDate: date({ mode: 'string' }).notNull(),
    /** Days past due the last overdue run saw (0 when not overdue). */
    overdueDays: integer().notNull().default(0),
    signedAt: instant().notNull(),
    closedAt: instant(),
    fake: fakeFlag(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('loans_application_uq').on(t.applicationId),
    index('loans_client_idx').on(t.clientId),
    index('loans_status_idx').on(t.status),
  ],
);

/**
 * Evidence of a signature (issue 5 Signing): who, when, from where, with which code, on which text.
 * `documentHash` is the SHA-256 of the exact text shown; `documentKind` names what was hashed.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: serial().primaryKey(),
    applicationId: references(() => applications.id),
    clientId: references(() => clients.id),
    loanId: references(() => loans.id),
    /** Keyed hash of the SMS code that was accepted (never the code itself). */
    codeHash: text().notNull(),
    signedAt: instant().notNull(),
    ip: text(),
    userAgent: text(),
    documentHash: text().notNull(),
    /** `offer_terms_json` until the documents renderer exists, then `agreement_text`. */
    documentKind: text().notNull(),
  },
  (t) => [uniqueIndex('agreement_signatures_application_uq').on(t.applicationId)],
);

/**
 * Invoices of a loan: the repayment invoice (one per loan, spec short-term loans repay at once) and
 * one per extension. Amounts are derived from the ledger; the row keeps status and due date.
 */
export const loanInvoices = pgTable(
  'loan_invoices',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    kind: text({ enum: ['repayment', 'rollover'] }).notNull(),
    rolloverId: integer(),
    status: text({ enum: ['unpaid', 'paid', 'draft'] }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** For extension invoices: the fee with IVA (centavos). */
    amount: integer().notNull().default(0),
    paidAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('loan_invoices_loan_idx').on(t.loanId),
    uniqueIndex('loan_invoices_repayment_uq').on(t.loanId).where(sql`kind = 'repayment'`),
  ],
);

/**
 * Extensions (spec §3 rollovers: status, type cheap or expensive, invoices). Two `inactive` options
 * are offered at a time; choosing one makes it `active` with a draft invoice; paying its fee makes it
 * `paid` and moves the loan's due date.
 */
export const rollovers = pgTable(
  'rollovers',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    type: text({ enum: ['cheap', 'expensive'] }).notNull(),
    status: text({ enum: ['inactive', 'active', 'paid', 'cancelled'] }).notNull(),
    days: integer().notNull(),
    fee: integer().notNull(),
    feeWithoutVat: integer().notNull(),
    /** The application an extension creates (`POST loan/{id}/rollover/{rolloverId}/application`). */
    applicationId: integer(),
    /**
     * Set when the fee is paid: the due date the loan moved to (`rolloverNewDueDate`), the one source
     * every view of a paid extension reads. Until then the new date is computed from the loan's.
     */
    newDueDate: date({ mode: 'string' }),
    /**
     * Set when the fee is paid: the due date the loan had then, which the extension replaced (for one
     * paid late, a day already past: the new date runs from the day paid, ADR 368).
     */
    previousDueDate: date({ mode: 'string' }),
    paidAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('rollovers_loan_idx').on(t.loanId),
    // At most one extension being paid per loan at a time.
    uniqueIndex('rollovers_one_active_uq').on(t.loanId).where(sql`status = 'active'`),
    // The extensions paid (the due date in force on a past day, the reports' cure rates; ADR 294).
    index('rollovers_paid_idx').on(t.paidAt).where(sql`status = 'paid'`),
  ],
);

/**
 * Payouts of loans (issue 5): SPEI to the saved CLABE or cash pick-up. A payout is `pending` until the
 * provider confirms; the confirmation posts the disbursement and activates the loan.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    method: text({ enum: ['bank_transfer', 'cash'] }).notNull(),
    brand: text({ enum: ['cebuana', 'bdo', 'm_lhuillier'] }),
    amount: integer().notNull(),
    /** The provider's id (SPEI tracking key or cash pick-up reference). */
    reference: text(),
    status: text({ enum: ['pending', 'sent', 'completed', 'failed'] }).notNull(),
    /** When the sandbox provider will confirm (a real provider calls back). */
    confirmAfter: instant(),
    details: jsonb().$type<Record<string, string>>(),
    createdAt: instantNow(),
    completedAt: instant(),
  },
  (t) => [uniqueIndex('payouts_loan_uq').on(t.loanId), index('payouts_status_idx').on(t.status)],
);
