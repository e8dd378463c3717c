import type { ClientDocument } from '@lender/contracts';
import type { ClientDocumentsContext, DocumentUpload } from './client-documents';
import { idDocumentUpload } from './id-document-upload';

/** `POST bank-statement/upload`: a bank statement, uploaded and checked as every client document is. */
export async function bankStatementUpload(
  ctx: ClientDocumentsContext,
  clientId: number,
  upload: Omit<DocumentUpload, 'type'>,
): Promise<ClientDocument> {
  return idDocumentUpload(ctx, clientId, { ...upload, type: 'bank_statement' });
}
