import type { AdminDocument } from '@lender/contracts';
import { clientDocumentsForAdmin } from '../../documents/client-documents';
import { type ClientPageContext, requireClient } from './client-page-context';
import { DOCUMENT_LINK_PATH, DOCUMENT_LINK_TTL_SECONDS, documentLinkSignature } from './document-link';

/**
 * `backOffice.clientDocuments`: the client's documents, deleted ones included, newest first, each
 * live one with a signed link (valid {@link DOCUMENT_LINK_TTL_SECONDS}).
 */
export async function clientDocuments(
  ctx: ClientPageContext,
  { params: { id: clientId } }: { params: { id: number } },
): Promise<AdminDocument[]> {
  const { db, clock } = ctx;
  const sign = (documentId: number, expires: number) =>
    documentLinkSignature(ctx.fileLinkSecret, documentId, expires);
  await requireClient(db, clientId);
  const expires = Math.floor(clock.now().getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  const rows = await clientDocumentsForAdmin(ctx, clientId);
  return rows
    .map((row) => ({
      id: row.id,
      type: row.type,
      contentType: row.contentType,
      size: row.size,
      uploadedAt: row.uploadedAt,
      format: row.format,
      deletedAt: row.deletedAt,
      url: row.deletedAt
        ? null
        : `${DOCUMENT_LINK_PATH}/${row.id}?expires=${expires}&signature=${sign(row.id, expires)}`,
      urlExpiresAt: row.deletedAt ? null : new Date(expires * 1000).toISOString(),
    }))
    .reverse();
}
