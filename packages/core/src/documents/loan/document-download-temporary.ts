import { and, eq } from '@lender/db/orm';
import { loanDocuments } from '@lender/db/schema';
import { CoreError } from '../../errors/core-error';
import { type LoanDocumentsContext, readKept } from '../loan-documents';
import type { PdfFile } from '../loan-documents-model';

/** `GET document/download-temporary/{id}`: a kept document of the client as PDF, owner only. */
export async function documentDownloadTemporary(
  ctx: Pick<LoanDocumentsContext, 'db' | 'documentsOptions'>,
  {
    actorId: clientId,
    params: { id: documentId },
  }: { readonly actorId: number; readonly params: { readonly id: number } },
): Promise<PdfFile> {
  const [row] = await ctx.db
    .select()
    .from(loanDocuments)
    .where(and(eq(loanDocuments.id, documentId), eq(loanDocuments.clientId, clientId)));
  if (!row) throw new CoreError('not_found');
  return readKept(ctx, row);
}
