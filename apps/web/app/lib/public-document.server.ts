import type { PublicDocumentId } from '@lender/contracts';
import { data } from '@remix-run/node';
import { apiFor } from './session.server';

/** A public document's page data from the API (terms, privacy notice); 404 when the API has none. */
export async function loadPublicDocument(request: Request, id: PublicDocumentId) {
  const ctx = await apiFor(request);
  const page = await ctx.api.public.documentPage({ params: { id } });
  if (!page.success) throw data(null, { status: page.status === 404 ? 404 : 503 });
  return page.data;
}
