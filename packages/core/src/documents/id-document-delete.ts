import { and, eq, isNull, notExists } from '@lender/db/orm';
import { clientDocumentSubmissions, clientDocuments } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import {
  type ClientDocumentsContext,
  findOwned,
  isFinished,
  type OwnDocumentInput,
} from './client-documents';

/**
 * `DELETE client-document/{type}/{id}`: deletes the owner's document (`not_found` for anyone else's);
 * `conflict` once the documents were submitted with `finish`, even by a `finish` that commits meanwhile.
 */
export async function idDocumentDelete(
  ctx: Pick<ClientDocumentsContext, 'db' | 'clock' | 'logger' | 'documentsOptions'>,
  { actorId: clientId, params: { type, id } }: OwnDocumentInput,
): Promise<null> {
  const { db, clock, logger } = ctx;
  const row = await findOwned(ctx, clientId, type, id);
  if (await isFinished(ctx, clientId))
    throw new CoreError('conflict', { message: 'Documents were already submitted.' });
  const [deleted] = await db
    .update(clientDocuments)
    .set({ deletedAt: clock.now() })
    .where(
      and(
        eq(clientDocuments.id, row.id),
        isNull(clientDocuments.deletedAt),
        // A `finish` that committed meanwhile wins: submitted documents stay.
        notExists(
          db
            .select({ clientId: clientDocumentSubmissions.clientId })
            .from(clientDocumentSubmissions)
            .where(eq(clientDocumentSubmissions.clientId, clientId)),
        ),
      ),
    )
    .returning({ id: clientDocuments.id });
  if (!deleted) {
    if (await isFinished(ctx, clientId))
      throw new CoreError('conflict', { message: 'Documents were already submitted.' });
    throw new CoreError('not_found');
  }
  await ctx.documentsOptions.storage.delete(row.storageKey);
  logger.info('client document deleted', { clientId, documentId: id, type });
  return null;
}
