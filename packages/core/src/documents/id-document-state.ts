import type { ClientDocumentState } from '@lender/contracts';
import { and, asc, eq, isNull } from '@lender/db/orm';
import { clientDocuments } from '@lender/db/schema';
import { type ClientDocumentsContext, documentView, isFinished } from './client-documents';

/** `GET client-document/state`: the client's documents, the required types, the missing ones, and whether they were submitted. */
export async function idDocumentState(
  ctx: Pick<ClientDocumentsContext, 'db' | 'documentsOptions'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<ClientDocumentState> {
  const rows = await ctx.db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientId, clientId), isNull(clientDocuments.deletedAt)))
    .orderBy(asc(clientDocuments.id));
  const present = new Set(rows.map((row) => row.type));
  return {
    documents: rows.map(documentView),
    required: [...ctx.documentsOptions.requiredTypes],
    missing: ctx.documentsOptions.requiredTypes.filter((type) => !present.has(type)),
    finished: await isFinished(ctx, clientId),
  };
}
