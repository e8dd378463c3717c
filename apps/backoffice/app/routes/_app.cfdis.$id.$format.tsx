import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';

/**
 * `/cfdis/:id/:format` (issue 51): a CFDI's stamped XML or its printed PDF, the same files the
 * borrower downloads, saved as `factura-<serie>-<folio>`. A resource route (a loader, no component).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'fiscal.read');
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const format = params.format;
  if (id === 0 || (format !== 'xml' && format !== 'pdf')) throw new Response('not found', { status: 404 });
  const result =
    format === 'xml'
      ? await admin.api.backOffice.cfdiXml({ params: { id } })
      : await admin.api.backOffice.cfdiPdf({ params: { id } });
  if (!result.success) throw failureResponse(result);
  return new Response(new Blob([new Uint8Array(result.data.bytes)]), {
    headers: {
      'Content-Type': format === 'xml' ? 'application/xml; charset=utf-8' : 'application/pdf',
      'Content-Disposition': `attachment; filename="factura-${id}.${format}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
