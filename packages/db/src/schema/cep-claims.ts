import { CEP_CLAIM_OUTCOMES } from '@lender/contracts';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, nullableReferences, references } from './columns';
import { complaints } from './complaints';
import { loans } from './loans';
import { payments } from './payments';

export { CEP_CLAIM_OUTCOMES, type CepClaimOutcome } from '@lender/contracts';

/**
 * A borrower's claim of a SPEI transfer, checked against Banxico's CEP (issue 52, ADR 302): `applied`
 * made a payment (its signed CEP kept in storage beside the receipt), `already_applied` found the
 * transfer already paid in (callback, statement or an earlier claim), `unverified` opened an
 * aclaración in the complaints register. The clave de rastreo is the transfer's natural key.
 */
export const cepClaims = pgTable(
  'cep_claims',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    loanId: references(() => loans.id),
    /** The transfer's operation date as the borrower gave it (Mexico City). */
    operationDate: date({ mode: 'string' }).notNull(),
    /** Centavos, as the borrower claimed them. */
    amount: integer().notNull(),
    /**
     * Centavos the proven transfer carried when they differ from the claim (issue 62, ADR 306): the
     * payment is of this amount and the difference is the claim's aclaración. Null otherwise.
     */
    provenAmount: integer(),
    trackingKey: text().notNull(),
    /** The sending bank's CLABE code as the borrower chose it (`012`). */
    senderBank: text().notNull(),
    /** The receiving bank's Banxico participant key (`90646`), empty when no account was tried. */
    receiverBank: text().notNull(),
    /** The beneficiary CLABE the transfer was checked against (empty when none could be tried). */
    beneficiaryAccount: text().notNull(),
    outcome: text({ enum: CEP_CLAIM_OUTCOMES }).notNull(),
    paymentId: nullableReferences(() => payments.id),
    complaintId: nullableReferences(() => complaints.id),
    /** Storage keys of the signed CEP (XML, and the PDF when the service gave one). */
    cepXmlKey: text(),
    cepPdfKey: text(),
    /** The CEP's `sello` (Banxico's signature). */
    cepSeal: text(),
    createdAt: instant().notNull(),
  },
  (t) => [
    index('cep_claims_tracking_idx').on(t.trackingKey),
    index('cep_claims_client_idx').on(t.clientId),
    index('cep_claims_payment_idx').on(t.paymentId),
  ],
);
