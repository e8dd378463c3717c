import {
  PUBLIC_DOCUMENT_IDS,
  type PublicDocumentId,
  type PublicDocumentsContext,
  publicDocument,
} from './public-documents';

/** `public.documentList` (`GET /web/public/documents`): every public document, its id and title. */
export function documentList(ctx: PublicDocumentsContext): Array<{ id: PublicDocumentId; title: string }> {
  return PUBLIC_DOCUMENT_IDS.map((id) => ({ id, title: publicDocument(id, ctx.company).title }));
}
