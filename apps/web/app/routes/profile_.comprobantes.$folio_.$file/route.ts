import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireClient } from '../../lib/flow.server';
import { serverTranslator } from '../../lib/forms.server';
import { noDocument, pdfResponse } from '../../lib/lending.server';

/**
 * `/profile/comprobantes/:folio/cep.xml` and `…/cep.pdf` (issue 52): the CEP (Comprobante
 * Electrónico de Pago) Banxico issued for a SPEI payment a verified claim applied, kept beside the
 * payment's receipt, byte for byte — saved as `cep-banxico-pago-<folio>.xml` / `.pdf`. The API
 * answers only the borrower's own payments, so another's (or one without a CEP) is a 404; signed
 * out, the login page. A resource route (a loader, no component).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ctx } = await requireClient(request);
  const folio = params.folio ?? '';
  const format = params.file === 'cep.xml' ? 'xml' : params.file === 'cep.pdf' ? 'pdf' : null;
  if (!/^\d{1,10}$/.test(folio) || Number(folio) === 0 || !format) throw noDocument(404);
  const name = `${serverTranslator()('documents:receipt.cep.file', { folio })}.${format}`;
  const id = Number(folio);
  const headers = await ctx.headers();
  if (format === 'pdf')
    return pdfResponse(await ctx.api.client.paymentCepPdf({ params: { id } }), name, headers);
  const xml = await ctx.api.client.paymentCepXml({ params: { id } });
  if (!xml.success) throw noDocument(xml.status);
  if (!xml.data.contentType.startsWith('application/xml')) throw noDocument(502);
  const answer = new Headers(headers);
  answer.set('Content-Type', 'application/xml; charset=utf-8');
  answer.set('Content-Disposition', `attachment; filename="${name}"`);
  answer.set('Cache-Control', 'no-store');
  answer.set('X-Content-Type-Options', 'nosniff');
  return new Response(xml.data.bytes as unknown as BodyInit, { headers: answer });
}
