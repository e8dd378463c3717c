import type { ClientDocument } from '@lender/contracts';
import type { ClientDocumentsContext, DocumentUploadInput } from './client-documents';
import { idDocumentUpload } from './id-document-upload';

/**
 * `POST document/upload`: the same upload as spec §7's `client-document/upload`
 * (`idDocumentUpload`), under the path the document step posts to.
 */
export function documentUpload(
  ctx: ClientDocumentsContext,
  input: DocumentUploadInput,
): Promise<ClientDocument> {
  return idDocumentUpload(ctx, input);
}
