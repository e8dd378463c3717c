import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireClient } from '../../lib/flow.server';
import { documentFileName, noDocument, pdfResponse } from '../../lib/lending.server';

/**
 * `/profile/documents/:id` (issue 47): a document kept with the borrower's loans — the signed
 * contract, its carátula and payment table, an extension agreement, the paid-off letter — by its id
 * in the borrower's documents list, saved under its Spanish name. An id that is not in that list
 * (another borrower's, a draft) is a 404; signed out, the login page. A resource route (no component).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ctx } = await requireClient(request);
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id === 0) throw noDocument(404);
  const list = await ctx.api.client.documentList();
  if (!list.success) throw noDocument(list.status);
  const document = list.data.find((kept) => kept.id === id);
  if (!document) throw noDocument(404);
  return pdfResponse(
    await ctx.api.client.documentDownloadTemporary({ params: { id } }),
    documentFileName(document.type),
    await ctx.headers(),
  );
}
