import { PAYMENT_STATUSES } from '@lender/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * Payments towards a loan: card charges, cash (store barcode) and SPEI (CLABE reference) payments,
 * and payments recorded by the back office. `providerPaymentId` is unique: a provider's duplicate
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
    fake: fakeFlag(),
    createdAt: instantNow(),
    completedAt: instant(),
  },
  (t) => [
    uniqueIndex('payments_reference_uq').on(t.reference),
    uniqueIndex('payments_provider_payment_uq')
      .on(t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    index('payments_loan_idx').on(t.loanId),
  ],
);
