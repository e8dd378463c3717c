import type { ClientDocument } from '@lender/contracts';
import type { ClientDocumentsContext } from './client-documents';
import { idDocumentUpload } from './id-document-upload';

/** `POST bank-statement/upload`: a bank statement, uploaded and checked as every client document is. */
export function bankStatementUpload(
  ctx: ClientDocumentsContext,
  { actorId, body }: { readonly actorId: number; readonly body: { readonly file: Blob } },
): Promise<ClientDocument> {
  return idDocumentUpload(ctx, { actorId, body: { type: 'bank_statement', file: body.file } });
}
