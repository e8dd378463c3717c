import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, instantNow, references, sharedKey } from './columns';

/**
 * Files a borrower uploaded (issue 6, spec §5 Documents): ID front and back, selfie, payroll, bank
 * statement. The bytes live in the document storage (a local folder or an S3-compatible bucket,
 * ADR 221) under `storageKey`, a server-generated name; this row is the only way to reach them,
 * and every read filters by `clientId` (owner-only rule). `format` is what the content is (magic
 * bytes), never what the name or the Content-Type claimed. A deleted document keeps its row
 * (`deletedAt`) so that the back office still sees what happened; its bytes are removed.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    /**
     * `id_front`, `id_back`, `selfie`, `payroll`, `bank_statement`, `rectification_evidence`
     * (`CLIENT_DOCUMENT_TYPES`).
     */
    type: text().notNull(),
    /** `jpeg`, `png`, `heic` or `pdf`, detected from the content. */
    format: text().notNull(),
    contentType: text().notNull(),
    /** Size in bytes of what is stored (after metadata was stripped). */
    size: integer().notNull(),
    /** SHA-256 (hex) of what is stored. */
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    /** Pixel size of an image, when it could be read; null for PDF. */
    width: integer(),
    height: integer(),
    uploadedAt: instantNow(),
    deletedAt: instant(),
  },
  (t) => [index('client_documents_client_idx').on(t.clientId, t.type)],
);

/** The moment a client finished uploading documents (`client-document/finish`); one row per client. */
export const clientDocumentSubmissions = pgTable('client_document_submissions', {
  clientId: sharedKey(() => clients.id),
  finishedAt: instantNow(),
});

/**
 * Documents generated for a borrower to read and keep (issue 6): the loan agreement with its cover
 * sheet, the payment schedule, the public texts they accepted. Stored as rendered (PDF) so that
 * `document/download-temporary/{id}` returns exactly what was shown; `textSha256` is the hash of
 * the canonical agreement text (`renderAgreementText`) the signature refers to.
 */
export const loanDocuments = pgTable(
  'loan_documents',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id),
    /** `LOAN_DOCUMENT_TYPES` of the contracts. */
    type: text().notNull(),
    title: text().notNull(),
    /** The application or loan it belongs to (ids of the lending tables), when there is one. */
    applicationId: integer(),
    loanId: integer(),
    storageKey: text().notNull().unique(),
    size: integer().notNull(),
    sha256: text().notNull(),
    textSha256: text(),
    createdAt: instantNow(),
  },
  (t) => [
    index('loan_documents_client_idx').on(t.clientId, t.id),
    uniqueIndex('loan_documents_client_type_text_idx').on(t.clientId, t.type, t.textSha256),
  ],
);
