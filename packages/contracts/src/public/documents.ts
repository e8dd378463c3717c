import { z } from 'zod';

/** The anonymous terms shown before registration (spec §7). */
export const ANONYMOUS_TERMS_DOCUMENT_ID = 'terms_and_conditions_anonymous';

/** Finance types: short-term loan (spec §7 `financeType stl`). */
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

/** A document as the API returns it inline: its type and its bytes in base64 (spec §3 Document response). */
export const DocumentContentSchema = z
  .object({
    type: z.string().meta({ example: 'terms_and_conditions_anonymous' }),
    contentType: z.string().meta({ example: 'application/pdf' }),
    base64: z.base64(),
  })
  .meta({ id: 'DocumentContent' });
export type DocumentContent = z.infer<typeof DocumentContentSchema>;
