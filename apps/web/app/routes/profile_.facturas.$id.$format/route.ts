import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireClient } from '../../lib/flow.server';
import { serverTranslator } from '../../lib/forms.server';
import { noDocument, pdfResponse } from '../../lib/lending.server';

/**
 * `/profile/facturas/:id/:format` (issue 51): one of the borrower's CFDIs as its stamped XML
 * (`factura-I-12.xml`) or its printed PDF (`factura-I-12.pdf`). The API answers only the borrower's
 * own, so another's is a 404; signed out, the login page. A resource route (a loader, no component).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ctx } = await requireClient(request);
  const id = params.id ?? '';
  const format = params.format;
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0 || (format !== 'xml' && format !== 'pdf'))
    throw noDocument(404);
  const listed = await ctx.api.client.cfdis();
  const cfdi = listed.success ? listed.data.cfdis.find((one) => one.id === Number(id)) : undefined;
  if (!cfdi) throw noDocument(listed.success ? 404 : listed.status);
  const name = `${serverTranslator()('documents:cfdi.file', { series: cfdi.series, folio: cfdi.folio })}.${format}`;
  const headers = await ctx.headers();
  if (format === 'pdf')
    return pdfResponse(await ctx.api.client.cfdiPdf({ params: { id: cfdi.id } }), name, headers);
  const xml = await ctx.api.client.cfdiXml({ params: { id: cfdi.id } });
  if (!xml.success) throw noDocument(xml.status);
  if (!xml.data.contentType.startsWith('application/xml')) throw noDocument(502);
  const answer = new Headers(headers);
  answer.set('Content-Type', 'application/xml; charset=utf-8');
  answer.set('Content-Disposition', `attachment; filename="${name}"`);
  answer.set('Cache-Control', 'no-store');
  answer.set('X-Content-Type-Options', 'nosniff');
  return new Response(xml.data.bytes as unknown as BodyInit, { headers: answer });
}
