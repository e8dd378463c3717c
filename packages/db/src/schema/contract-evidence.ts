import { customType, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { clients } from './clients';
import { instant, instantNow, references } from './columns';
import { loans } from './loans';

/** Bytes kept in the row (`bytea`): the signed PDF and its time-stamp token. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The evidence of a signed contract (issue 50, NOM-151): the exact PDF the borrower saw and signed,
 * its SHA-256, the signing events (code sent to the masked phone, code entered, times, address,
 * browser, the versions of the texts accepted) and the RFC 3161 time-stamp token over the hash.
 * Kept 10 years with the contract; never updated once written except to add a token stamped later.
 */
export const contractEvidence = pgTable(
  'contract_evidence',
  {
    id: serial().primaryKey(),
    loanId: references(() => loans.id),
    applicationId: references(() => applications.id),
    clientId: references(() => clients.id),
    pdf: bytes().notNull(),
    /** Hexadecimal SHA-256 of `pdf`. */
    pdfSha256: text().notNull(),
    /** The signing events, in the order they happened (see core's `contract-evidence`). */
    events: jsonb().notNull(),
    /** DER of the RFC 3161 token (`null` until an authority answered). */
    timestampToken: bytes(),
    /** `sandbox` or the authorised provider's name. */
    timestampAuthority: text(),
    timestampedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [uniqueIndex('contract_evidence_loan_uq').on(t.loanId)],
);
