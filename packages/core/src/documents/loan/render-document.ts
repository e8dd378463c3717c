import type { RenderDocumentRequest, RenderedDocument } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import type { DocumentModel } from '../../pdf/document-model';
import { renderPdf } from '../../pdf/render-pdf';
import { agreementDocument } from '../agreement';
import { renderHtml } from '../document-html';
import { agreementPdf, currentTerms, type LoanDocumentsContext, signedLoanOf } from '../loan-documents';
import { isAgreementType } from '../loan-documents-model';
import { isPublicDocumentId, publicDocument } from '../public-documents';

/**
 * `POST render/document`: a document of the client's active application (a draft that says so
 * until it is signed) or a public text, as HTML for the page or as a PDF in base64; an agreement's
 * PDF is the one `agreementPdf` gives (the copy kept at signing once signed).
 */
export async function renderDocument(
  ctx: LoanDocumentsContext,
  { actorId: clientId, body: request }: { readonly actorId: number; readonly body: RenderDocumentRequest },
): Promise<RenderedDocument> {
  let model: DocumentModel;
  if (isAgreementType(request.type)) {
    const { applicationId, terms } = await currentTerms(ctx, clientId, request.applicationId);
    const draft = (await signedLoanOf(ctx, applicationId)) === null;
    model = agreementDocument(terms, request.type, { draft });
  } else if (isPublicDocumentId(request.type)) {
    model = publicDocument(request.type, ctx.company);
  } else {
    throw new CoreError('not_found');
  }
  if (request.format === 'html') return { type: request.type, format: 'html', content: renderHtml(model) };
  const pdf = isAgreementType(request.type)
    ? await agreementPdf(ctx, clientId, request.type, request.applicationId)
    : { bytes: await renderPdf(model) };
  return { type: request.type, format: 'pdf', content: Buffer.from(pdf.bytes).toString('base64') };
}
