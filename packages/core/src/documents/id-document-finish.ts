import type { ClientDocumentState } from '@lender/contracts';
import { clientDocumentSubmissions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { ClientDocumentsContext } from './client-documents';
import { idDocumentState } from './id-document-state';

/**
 * `POST client-document/finish`: submits the client's documents; `conflict` (with the missing types)
 * while a required one is missing. Submitting twice changes nothing.
 */
export async function idDocumentFinish(
  ctx: Pick<ClientDocumentsContext, 'db' | 'clock' | 'documentsOptions'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<ClientDocumentState> {
  const current = await idDocumentState(ctx, { actorId: clientId });
  if (current.missing.length > 0) {
    throw new CoreError('conflict', { message: `Missing documents: ${current.missing.join(', ')}` });
  }
  await ctx.db
    .insert(clientDocumentSubmissions)
    .values({ clientId, finishedAt: ctx.clock.now() })
    .onConflictDoNothing();
  return { ...current, finished: true };
}
