import type { DocumentContent, LoanDocumentType } from '@lender/contracts';
import type { LoanDocumentsContext } from '../loan-documents';
import { documentDownload } from './document-download';

/** `GET document?type=`: the document `documentDownload` gives, inline as a PDF in base64. */
export async function document(
  ctx: LoanDocumentsContext,
  {
    actorId,
    query: { type },
  }: { readonly actorId: number; readonly query: { readonly type: LoanDocumentType } },
): Promise<DocumentContent> {
  const file = await documentDownload(ctx, { actorId, params: { type } });
  return {
    type: file.type,
    contentType: 'application/pdf',
    base64: Buffer.from(file.bytes).toString('base64'),
  };
}
