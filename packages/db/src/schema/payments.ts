import { PAYMENT_STATUSES } from '@lender/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { fakeFlag, instant, instantNow, nullableReferences, references } from './columns';
import { loans, rollovers } from './loans';

/** Direct-debit authorisations (`POST direct-debit/consent`). */
export const directDebitConsents = pgTable(
  'direct_debit_consents',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    paymentType: text({ enum: ['card', 'clabe'] }).notNull(),
    acceptedAt: instant().notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('direct_debit_consents_client_idx').on(t.clientId)],
);

/**
 * Saved cards (`POST direct-debit/debit-credit-card`). The card number is never stored: only the
 * payment provider's token, the last four digits and a keyed hash (HMAC) that makes a card belong to
 * one client at most (`card_already_registered`).
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    cardHash: text().notNull(),
    providerToken: text().notNull(),
    last4: text().notNull(),
    brand: text().notNull(),
    holderName: text().notNull(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    active: boolean().notNull().default(true),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('payment_cards_hash_uq').on(t.cardHash),
    index('payment_cards_client_idx').on(t.clientId),
  ],
);

/**
 * Payments towards a loan: card charges, cash (store barcode) and SPEI (CLABE reference) payments
 * the provider confirmed, and payments recorded by the back office. A cash or SPEI row exists only
 * once money arrived: what the borrower is shown to pay with is a {@link paymentReferences} row. `providerPaymentId` is unique: a provider's duplicate
 * notification finds the payment already completed and changes nothing.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    kind: text({ enum: ['rollover', 'repayment'] }).notNull(),
    paymentType: text({ enum: ['card', 'clabe', 'cash', 'manual'] }).notNull(),
    rolloverId: nullableReferences(() => rollovers.id),
    /** Requested amount (centavos); for references, what the barcode/SPEI reference is for. */
    amount: integer().notNull(),
    /** What the provider confirmed (centavos). */
    paidAmount: integer(),
    /** `reversed`: completed, then undone by an approved reversal (issue 36). */
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    /** Our reference the provider echoes back (barcode / CLABE reference / charge id). */
    reference: text().notNull(),
    barcode: text(),
    clabe: text(),
    expiresAt: instant(),
    /** The provider's id of the confirmed payment (its callback `eventId`). */
    providerPaymentId: text(),
    /** Who recorded a manual payment (back office). */
    recordedBy: text(),
    /**
     * How money the back office recorded came (SAT c_FormaPago: `01` cash at the bank's window, `02`
     * a check, `03` a transfer, `04`/`28` a card): its CFDI's form of payment. Null for the
     * providers' channels, whose form is their channel's.
     */
    paymentForm: text({ enum: ['01', '02', '03', '04', '28'] }),
    fake: fakeFlag(),
    createdAt: instantNow(),
    completedAt: instant(),
    /**
     * The business day the money was paid, set when it is settled: its ledger day, earlier than
     * `completedAt`'s for money recorded later (a bank deposit, a transfer its CEP dates, a provider's
     * late notice; ADR 358, 359).
     */
    paidOn: date({ mode: 'string' }),
  },
  (t) => [
    // One payment per reference; a receipt the back office recorded is free again once its payment
    // is reversed (recorded on the wrong loan, amount or day: ADR 362), a provider's never is.
    uniqueIndex('payments_reference_uq')
      .on(t.reference)
      .where(sql`not (payment_type = 'manual' and status = 'reversed')`),
    uniqueIndex('payments_provider_payment_uq')
      .on(t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    index('payments_loan_idx').on(t.loanId),
  ],
);

/**
 * What a borrower is shown to pay with (issue 47): a store barcode or a CLABE reference for an
 * amount, payable until `expiresAt`. Not a payment: no money moved. The provider's callback for it
 * makes the payment (`paymentId`); one live reference per loan, kind, channel and amount is reused
 * (decided under the loan lock, so no index can say it: "live" depends on the clock).
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    clientId: references(() => clients.id),
    kind: text({ enum: ['rollover', 'repayment'] }).notNull(),
    channel: text({ enum: ['cash', 'clabe'] }).notNull(),
    rolloverId: nullableReferences(() => rollovers.id),
    /** Centavos the reference is for. */
    amount: integer().notNull(),
    /** Our reference the provider echoes back in its callback. */
    reference: text().notNull(),
    barcode: text(),
    clabe: text(),
    expiresAt: instant().notNull(),
    /** The payment the provider confirmed for it; null while unpaid. */
    paymentId: nullableReferences(() => payments.id),
    fake: fakeFlag(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('payment_references_reference_uq').on(t.reference),
    uniqueIndex('payment_references_payment_uq').on(t.paymentId).where(sql`payment_id is not null`),
    index('payment_references_loan_idx').on(t.loanId),
    check('payment_references_channel_check', sql`${t.channel} in ('cash', 'clabe')`),
    check('payment_references_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The SPEI transfers that became payments (issue 62, ADR 306). A transfer is its clave de rastreo,
 * its sending bank, its operation date and its amount together: the same clave from two banks, or on
 * two days, is two transfers. A claim, the provider's callback and a statement line find a transfer
 * here; the unique index lets one payment through when two of them race.
 */
export const speiTransfers = pgTable(
  'spei_transfers',
  {
    id: serial().primaryKey(),
    /** The clave de rastreo, in capitals. */
    trackingKey: text().notNull(),
    /** The sending bank's CLABE code (`012`). */
    senderBank: text().notNull(),
    /** The operation date (Mexico City). */
    operationDate: date({ mode: 'string' }).notNull(),
    /** Centavos, as Banxico or the provider states them. */
    amount: integer().notNull(),
    paymentId: references(() => payments.id),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('spei_transfers_identity_uq').on(t.trackingKey, t.senderBank, t.operationDate, t.amount),
    uniqueIndex('spei_transfers_payment_uq').on(t.paymentId),
    check('spei_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);
