import * as z from 'zod';

/** The anonymous terms shown before registration. */
export const ANONYMOUS_TERMS_DOCUMENT_ID = 'terms_and_conditions_anonymous';

/** Finance types: short-term loan. */
export const FINANCE_TYPES = ['stl'] as const;
export const FinanceTypeSchema = z.enum(FINANCE_TYPES).meta({ id: 'FinanceType' });
export type FinanceType = z.infer<typeof FinanceTypeSchema>;

/** `POST /web/public/client/document`: a public document, by default the anonymous terms. */
export const PublicDocumentRequestSchema = z
  .object({
    financeType: FinanceTypeSchema,
    id: z
      .string()
      .regex(/^[a-z0-9_]+$/)
      .max(64)
      .default(ANONYMOUS_TERMS_DOCUMENT_ID),
  })
  .meta({ id: 'PublicDocumentRequest' });
export type PublicDocumentRequest = z.infer<typeof PublicDocumentRequestSchema>;

/** A document as the API returns it inline: its type and its bytes in base64. */
export const DocumentContentSchema = z
  .object({
    type: z.string().meta({ example: 'terms_and_conditions_anonymous' }),
    contentType: z.string().meta({ example: 'application/pdf' }),
    base64: z.base64(),
  })
  .meta({ id: 'DocumentContent' });
export type DocumentContent = z.infer<typeof DocumentContentSchema>;

/**
 * The public documents (public documents"): terms and conditions
 * (also under the anonymous id), privacy notice, credit-bureau consent.
 */
export const PUBLIC_DOCUMENT_IDS = [
  'terms_and_conditions',
  'privacy_notice',
  'credit_bureau_consent',
  ANONYMOUS_TERMS_DOCUMENT_ID,
] as const;
export const PublicDocumentIdSchema = z.enum(PUBLIC_DOCUMENT_IDS).meta({ id: 'PublicDocumentId' });
export type PublicDocumentId = z.infer<typeof PublicDocumentIdSchema>;

/** Path of `GET /web/public/documents/{id}` and `/{id}/pdf`; an unknown id is 404. */
export const PublicDocumentParamsSchema = z.object({ id: PublicDocumentIdSchema });
export type PublicDocumentParams = z.infer<typeof PublicDocumentParamsSchema>;

/** `GET /web/public/documents`: the documents' ids and titles. */
export const PublicDocumentListSchema = z
  .array(z.object({ id: PublicDocumentIdSchema, title: z.string() }))
  .meta({ id: 'PublicDocumentList' });
export type PublicDocumentList = z.infer<typeof PublicDocumentListSchema>;

/** `GET /web/public/documents/{id}`: a public document as page data, title and sections of paragraphs. */
export const PublicDocumentPageSchema = z
  .object({
    id: PublicDocumentIdSchema,
    title: z.string(),
    updatedOn: z.iso.date(),
    /** True while the company data is the built-in demo. */
    demo: z.boolean(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  })
  .meta({ id: 'PublicDocumentPage' });
export type PublicDocumentPage = z.infer<typeof PublicDocumentPageSchema>;
