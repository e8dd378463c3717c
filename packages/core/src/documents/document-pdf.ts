import { CoreError } from '../errors/core-error';
import { renderPdf } from '../pdf/render-pdf';
import { type PdfFile, pdfFile } from './loan-documents-model';
import { isPublicDocumentId, type PublicDocumentsContext, publicDocument } from './public-documents';

/**
 * `public.documentPdf` (`GET /web/public/documents/{id}/pdf`): a public document as PDF;
 * `not_found` for an unknown id.
 */
export async function documentPdf(ctx: PublicDocumentsContext, id: string): Promise<PdfFile> {
  if (!isPublicDocumentId(id)) throw new CoreError('not_found');
  const model = publicDocument(id, ctx.company);
  return pdfFile(id, model.title, await renderPdf(model));
}
