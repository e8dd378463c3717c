import type { ClientDocument } from '@lender/contracts';
import type { ClientDocumentsContext, DocumentUpload } from './client-documents';
import { idDocumentUpload } from './id-document-upload';

/**
 * `POST document/upload`: the same upload as spec §7's `client-document/upload`
 * (`idDocumentUpload`), under the path the document step posts to.
 */
export async function documentUpload(
  ctx: ClientDocumentsContext,
  clientId: number,
  upload: DocumentUpload,
): Promise<ClientDocument> {
  return idDocumentUpload(ctx, clientId, upload);
}
