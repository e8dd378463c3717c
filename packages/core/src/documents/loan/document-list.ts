import type { LoanDocument, LoanDocumentType } from '@lender/contracts';
import { and, desc, eq, isNotNull } from '@lender/db/orm';
import { loanDocuments } from '@lender/db/schema';
import type { LoanDocumentsContext } from '../loan-documents';

/** `GET document/list`: what the client signed or was given with a loan (never a draft), newest first. */
export async function documentList(
  ctx: Pick<LoanDocumentsContext, 'db'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<LoanDocument[]> {
  const rows = await ctx.db
    .select()
    .from(loanDocuments)
    .where(and(eq(loanDocuments.clientId, clientId), isNotNull(loanDocuments.loanId)))
    .orderBy(desc(loanDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as LoanDocumentType,
    title: row.title,
    loanId: row.loanId,
    createdAt: row.createdAt.toISOString(),
  }));
}
