import type { LoanDocumentType } from '@lender/contracts';
import { CoreError } from '../../errors/core-error';
import { documentPdf } from '../document-pdf';
import { agreementPdf, keptLatest, type LoanDocumentsContext, readKept } from '../loan-documents';
import { isAgreementType, type PdfFile } from '../loan-documents-model';
import { isPublicDocumentId } from '../public-documents';

/**
 * `GET document/download/{type}`: a document of the client as PDF. An agreement document of the
 * active application as it stands (a draft that says so before the signature, the copy kept at
 * signing after it), else the last one kept with a loan; another loan paper, the last one kept; a
 * public text, rendered.
 */
export async function documentDownload(
  ctx: LoanDocumentsContext,
  {
    actorId: clientId,
    params: { type },
  }: { readonly actorId: number; readonly params: { readonly type: LoanDocumentType } },
): Promise<PdfFile> {
  if (isPublicDocumentId(type)) return documentPdf(ctx, type);
  if (!isAgreementType(type)) {
    const kept = await keptLatest(ctx, clientId, type);
    if (!kept) throw new CoreError('not_found');
    return readKept(ctx, kept);
  }
  try {
    return await agreementPdf(ctx, clientId, type);
  } catch (error) {
    if (!(error instanceof CoreError) || error.code !== 'no_active_application') throw error;
    // No active application: the last agreement kept (a signed loan's).
    const kept = await keptLatest(ctx, clientId, type);
    if (!kept) throw new CoreError('not_found');
    return readKept(ctx, kept);
  }
}
