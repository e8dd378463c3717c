import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireClient } from '../../lib/flow.server';
import { serverTranslator } from '../../lib/forms.server';
import { noDocument, pdfResponse } from '../../lib/lending.server';

/**
 * `/profile/comprobantes/:folio` (issue 47): the receipt of a payment the borrower made, saved as
 * `comprobante-de-pago-<folio>.pdf`. The folio is the payment's number; the API answers only the
 * borrower's own completed payments, so another borrower's is a 404; signed out, the login page.
 * A resource route (a loader, no component): Remix answers its PDF as it is.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ctx } = await requireClient(request);
  const folio = params.folio ?? '';
  if (!/^\d{1,10}$/.test(folio) || Number(folio) === 0) throw noDocument(404);
  const name = serverTranslator()('documents:receipt.file', { folio });
  return pdfResponse(
    await ctx.api.client.paymentReceipt({ params: { id: Number(folio) } }),
    `${name}.pdf`,
    await ctx.headers(),
  );
}
