import { createRoute, z } from '@hono/zod-openapi';
import { BinaryFileSchema, EnvelopeSchema, ErrorEnvelopeSchema } from '@lender/contracts';
import { PUBLIC_DOCUMENT_IDS } from '@lender/core';

const PublicDocumentIdSchema = z.enum(PUBLIC_DOCUMENT_IDS).meta({ id: 'PublicDocumentId' });

/** A public document as page data (the `/documentos` page): title and sections of paragraphs. */
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

const ParamsSchema = z.object({ id: PublicDocumentIdSchema });
const notFound = {
  description: 'Error: `not_found`',
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
};

// Public documents (spec §2 /documentos, §6 "Guest: public documents"): terms, privacy notice,
// credit-bureau consent, as page data and as PDF. Beyond spec §7's calls, so not in the contracts'
// catalogue; an unknown id is 404 (spec §5: failed route validation gives 404).
export const list = createRoute({
  method: 'get',
  path: '/web/public/documents',
  operationId: 'publicDocumentList',
  tags: ['Public: catalogues'],
  summary: 'The public documents',
  responses: {
    200: {
      description: 'Success',
      content: {
        'application/json': {
          schema: EnvelopeSchema(z.array(z.object({ id: PublicDocumentIdSchema, title: z.string() }))),
        },
      },
    },
  },
});

export const page = createRoute({
  method: 'get',
  path: '/web/public/documents/{id}',
  operationId: 'publicDocumentPage',
  tags: ['Public: catalogues'],
  summary: 'A public document as page data',
  request: { params: ParamsSchema },
  responses: {
    200: {
      description: 'Success',
      content: { 'application/json': { schema: EnvelopeSchema(PublicDocumentPageSchema) } },
    },
    404: notFound,
  },
});

export const pdf = createRoute({
  method: 'get',
  path: '/web/public/documents/{id}/pdf',
  operationId: 'publicDocumentPdf',
  tags: ['Public: catalogues'],
  summary: 'A public document as PDF',
  request: { params: ParamsSchema },
  responses: {
    200: { description: 'The PDF.', content: { 'application/pdf': { schema: BinaryFileSchema } } },
    404: notFound,
  },
});
