import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredClientDocument } from '../../documents/client-documents';
import { clientDocumentForAdmin } from '../../documents/client-documents';
import { CoreError } from '../../errors/core-error';
import type { ClientPageContext } from './client-page-context';

/** How long a signed document link works. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;
/** Where a signed document link points (a plain route of the API, outside the catalogue). */
export const DOCUMENT_LINK_PATH = '/web/back-office/files';

/** The signature of a link to `documentId` valid until `expires` (seconds since the epoch). */
export const documentLinkSignature = (secret: string, documentId: number, expires: number) =>
  createHmac('sha256', secret).update(`document:${documentId}:${expires}`).digest('hex');

/**
 * The document a signed link names, when the link is genuine and unexpired (else `not_found`): the
 * link itself is the credential (HMAC of the document id and expiry), so the back office can show
 * an image or PDF in the page.
 */
export async function openDocumentLink(
  ctx: ClientPageContext,
  documentId: number,
  expires: string,
  signature: string,
): Promise<StoredClientDocument> {
  const { clock } = ctx;
  const at = Number(expires);
  const expected = Buffer.from(documentLinkSignature(ctx.fileLinkSecret, documentId, at), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  const genuine = given.length === expected.length && timingSafeEqual(given, expected);
  if (!genuine || !Number.isSafeInteger(at) || at * 1000 < clock.now().getTime()) {
    throw new CoreError('not_found');
  }
  return clientDocumentForAdmin(ctx, documentId);
}
