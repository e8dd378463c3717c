import {
  PUBLIC_DOCUMENTS_UPDATED_ON,
  type PublicDocumentId,
  type PublicDocumentsContext,
  publicDocument,
} from './public-documents';

/** A public document as page data: its title and sections of paragraphs. */
export interface PublicDocumentPage {
  id: PublicDocumentId;
  title: string;
  updatedOn: string;
  demo: boolean;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

/**
 * `public.documentPage` (`GET /web/public/documents/{id}`): the page data of a public document (what
 * the site's `/documentos` shows), from the same model as its PDF.
 */
export function documentPage(
  ctx: PublicDocumentsContext,
  { params: { id } }: { readonly params: { readonly id: PublicDocumentId } },
): PublicDocumentPage {
  const model = publicDocument(id, ctx.company);
  const sections: PublicDocumentPage['sections'] = [];
  for (const block of model.blocks) {
    if (block.kind === 'heading') sections.push({ heading: block.text, paragraphs: [] });
    else if (block.kind === 'paragraph') {
      if (sections.length === 0) sections.push({ heading: model.title, paragraphs: [] });
      sections[sections.length - 1]?.paragraphs.push(block.text);
    }
  }
  return { id, title: model.title, updatedOn: PUBLIC_DOCUMENTS_UPDATED_ON, demo: ctx.company.demo, sections };
}
