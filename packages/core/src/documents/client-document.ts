import {
  ANONYMOUS_TERMS_DOCUMENT_ID,
  type DocumentContent,
  type PublicDocumentRequest,
} from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { documentPdf } from './document-pdf';
import type { PublicDocumentsContext } from './public-documents';

/**
 * `public.clientDocument` (spec §7 `POST /web/public/client/document`, id
 * `terms_and_conditions_anonymous`): the general terms a visitor reads before registering, without
 * any personal data, as PDF in base64 (the same text as the public terms). `stl` is the only
 * finance type (spec §7); any other id is `not_found`.
 */
export async function clientDocument(
  ctx: PublicDocumentsContext,
  { body }: { readonly body: PublicDocumentRequest },
): Promise<DocumentContent> {
  if (body.id !== ANONYMOUS_TERMS_DOCUMENT_ID) throw new CoreError('not_found');
  const pdf = await documentPdf(ctx, body.id);
  return {
    type: body.id,
    contentType: 'application/pdf',
    base64: Buffer.from(pdf.bytes).toString('base64'),
  };
}
