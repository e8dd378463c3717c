import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { UploadedFileSchema } from '../fields.js';

/**
 * Kinds of client document. `rectification_evidence` supports a correction of the borrower's data
 * (an ARCO rectification request): a birth certificate, a CURP record, an official ID.
 */
export const CLIENT_DOCUMENT_TYPES = [
  'id_front',
  'id_back',
  'selfie',
  'payroll',
  'bank_statement',
  'rectification_evidence',
] as const;
export const ClientDocumentTypeSchema = z.enum(CLIENT_DOCUMENT_TYPES).meta({ id: 'ClientDocumentType' });
export type ClientDocumentType = z.infer<typeof ClientDocumentTypeSchema>;

/** Formats accepted for ID photos, detected by content. */
export const ID_DOCUMENT_FORMATS = ['jpg', 'jpeg', 'png', 'heic'] as const;
/** Formats accepted for payroll and bank statements: the photo formats and PDF. */
export const STATEMENT_DOCUMENT_FORMATS = [...ID_DOCUMENT_FORMATS, 'pdf'] as const;

/** `POST /web/private/client/client-document/upload` (multipart). */
export const ClientDocumentUploadRequestSchema = z
  .object({ type: ClientDocumentTypeSchema, file: UploadedFileSchema })
  .meta({ id: 'ClientDocumentUploadRequest' });
export type ClientDocumentUploadRequest = z.infer<typeof ClientDocumentUploadRequestSchema>;

/** `POST /web/private/client/bank-statement/upload` (multipart). */
export const BankStatementUploadRequestSchema = z
  .object({ file: UploadedFileSchema })
  .meta({ id: 'BankStatementUploadRequest' });
export type BankStatementUploadRequest = z.infer<typeof BankStatementUploadRequestSchema>;

/** `POST /web/private/client/document/upload` (multipart): any client document by type. */
export const DocumentUploadRequestSchema = ClientDocumentUploadRequestSchema;
export type DocumentUploadRequest = ClientDocumentUploadRequest;

/** An uploaded client document. */
export const ClientDocumentSchema = z
  .object({
    id: z.number().int().positive(),
    type: ClientDocumentTypeSchema,
    contentType: z.string(),
    size: z.number().int().nonnegative(),
    uploadedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ClientDocument' });
export type ClientDocument = z.infer<typeof ClientDocumentSchema>;

/** Path of `GET`/`DELETE /web/private/client/client-document/{type}/{id}`. */
export const ClientDocumentParamsSchema = z.object({
  type: ClientDocumentTypeSchema,
  id: z.coerce.number().int().positive(),
});
export type ClientDocumentParams = z.infer<typeof ClientDocumentParamsSchema>;

/** `GET /web/private/client/client-document/state`: what is uploaded and what is still needed. */
export const ClientDocumentStateSchema = z
  .object({
    documents: z.array(ClientDocumentSchema),
    required: z.array(ClientDocumentTypeSchema),
    missing: z.array(ClientDocumentTypeSchema),
    finished: z.boolean(),
  })
  .meta({ id: 'ClientDocumentState' });
export type ClientDocumentState = z.infer<typeof ClientDocumentStateSchema>;

/** Documents the borrower reads and signs. */
export const LOAN_DOCUMENT_TYPES = [
  'loan_agreement',
  'cover_sheet',
  'payment_schedule',
  'terms_and_conditions',
  'privacy_notice',
  'credit_bureau_consent',
  'rollover_agreement',
  /** The paid-off letter (carta de no adeudo) of a loan paid in full. */
  'paid_off_letter',
] as const;
export const LoanDocumentTypeSchema = z.enum(LOAN_DOCUMENT_TYPES).meta({ id: 'LoanDocumentType' });
export type LoanDocumentType = z.infer<typeof LoanDocumentTypeSchema>;

/** `POST /web/private/client/render/document`: render a document for the current application or loan. */
export const RenderDocumentRequestSchema = z
  .object({
    type: LoanDocumentTypeSchema,
    applicationId: z.number().int().positive().optional(),
    format: z.enum(['html', 'pdf']).default('html'),
  })
  .meta({ id: 'RenderDocumentRequest' });
export type RenderDocumentRequest = z.infer<typeof RenderDocumentRequestSchema>;

/** A rendered document: HTML to show on the page, or a PDF in base64. */
export const RenderedDocumentSchema = z
  .object({ type: LoanDocumentTypeSchema, format: z.enum(['html', 'pdf']), content: z.string() })
  .meta({ id: 'RenderedDocument' });
export type RenderedDocument = z.infer<typeof RenderedDocumentSchema>;

/** Query of `GET /web/private/client/document`. */
export const DocumentQuerySchema = z.object({ type: LoanDocumentTypeSchema });
export type DocumentQuery = z.infer<typeof DocumentQuerySchema>;

/** Path of `GET /web/private/client/document/download/{type}`. */
export const DocumentDownloadParamsSchema = z.object({ type: LoanDocumentTypeSchema });
export type DocumentDownloadParams = z.infer<typeof DocumentDownloadParamsSchema>;

/** An entry of `GET /web/private/client/document/list`. */
export const LoanDocumentSchema = z
  .object({
    id: z.number().int().positive(),
    type: LoanDocumentTypeSchema,
    title: z.string(),
    loanId: z.number().int().positive().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'LoanDocument' });
export type LoanDocument = z.infer<typeof LoanDocumentSchema>;

/** Path of `GET /web/private/client/document/download-temporary/{id}`. */
export const DocumentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type DocumentIdParams = z.infer<typeof DocumentIdParamsSchema>;
