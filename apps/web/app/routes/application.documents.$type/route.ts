import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { AGREEMENT_DOCUMENTS } from '../../lib/document-links';
import { requireClient } from '../../lib/flow.server';
import { documentFileName, noDocument, pdfResponse } from '../../lib/lending.server';

/**
 * `/application/documents/:type` (issue 47): the contract, carátula or payment table of the
 * borrower's active application as a PDF — before the signature the draft the API renders, which
 * says so on every page (`contrato-borrador.pdf`), after it the copy kept at signing. A resource
 * route (no component), so the PDF is what the browser gets; signed out, the login page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ctx } = await requireClient(request);
  const type = AGREEMENT_DOCUMENTS.find((known) => known === params.type);
  if (!type) throw noDocument(404);
  const [application, pdf] = await Promise.all([
    ctx.api.client.actualApplication(),
    ctx.api.client.documentDownload({ params: { type } }),
  ]);
  // Signed: the application moved on to signing (or closed, and the API answers the kept copy).
  const signed = !application.success || application.data.status === APPLICATION_STATUS.signing;
  return pdfResponse(pdf, documentFileName(type, { draft: !signed }), await ctx.headers());
}
