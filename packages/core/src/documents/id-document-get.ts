import type { DocumentContent } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { type ClientDocumentsContext, findOwned, type OwnDocumentInput, viewable } from './client-documents';

/**
 * `GET client-document/{type}/{id}`: the owner's document with its bytes in base64 (spec §3 Document
 * response), as a browser can show it; `not_found` for anyone else's.
 */
export async function idDocumentGet(
  ctx: Pick<ClientDocumentsContext, 'db' | 'logger' | 'limits' | 'documentsOptions'>,
  { actorId: clientId, params: { type, id } }: OwnDocumentInput,
): Promise<DocumentContent> {
  const row = await findOwned(ctx, clientId, type, id);
  const stored = await ctx.documentsOptions.storage.get(row.storageKey);
  if (!stored) throw new CoreError('not_found');
  const { bytes, contentType } = await viewable(ctx, row, stored);
  return { type: row.type, contentType, base64: Buffer.from(bytes).toString('base64') };
}
