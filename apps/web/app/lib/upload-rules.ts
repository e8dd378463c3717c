import type { ClientDocumentType, ID_DOCUMENT_FORMATS, STATEMENT_DOCUMENT_FORMATS } from '@lender/contracts';

// The upload steps' rules, without zod: the pages import them, and `form-schemas.ts` (zod and the
// contracts' schemas) is loaded only when the borrower picks a file (ADR 034). The format lists
// are checked against `@lender/contracts`' at compile time.

/** Largest upload the site passes on (the API's default, DOCUMENT_MAX_UPLOAD_BYTES 10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Spec §9: an ID photo must have been taken within the last 120 s. */
export const PHOTO_MAX_AGE_MS = 120_000;

/** An upload step: its slots (the API's document type each) and the rules of its files (spec §5, §9). */
export interface UploadRules {
  slots: readonly ClientDocumentType[];
  formats: readonly string[];
  /** Photos taken now (ID and selfie); null for documents (payroll, bank statement). */
  maxAgeMs: number | null;
}

const ID_FORMATS = ['jpg', 'jpeg', 'png', 'heic'] as const satisfies typeof ID_DOCUMENT_FORMATS;
const STATEMENT_FORMATS = [
  'jpg',
  'jpeg',
  'png',
  'heic',
  'pdf',
] as const satisfies typeof STATEMENT_DOCUMENT_FORMATS;

/** `/registration/id-document-upload`: the ID's front and back and a selfie, photos taken now. */
export const ID_DOCUMENT_UPLOAD: UploadRules = {
  slots: ['id_front', 'id_back', 'selfie'],
  formats: ID_FORMATS,
  maxAgeMs: PHOTO_MAX_AGE_MS,
};
/** `/registration/payroll-upload`: the payroll slip (a photo or a PDF). */
export const PAYROLL_UPLOAD: UploadRules = { slots: ['payroll'], formats: STATEMENT_FORMATS, maxAgeMs: null };
/** `/registration/bank-statement-upload`: the bank statement (a photo or a PDF). */
export const BANK_STATEMENT_UPLOAD: UploadRules = {
  slots: ['bank_statement'],
  formats: STATEMENT_FORMATS,
  maxAgeMs: null,
};
