import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';

// `/spei-claims/:id/:format` (issue 52): a verified claim's CEP as Banxico signed it (XML) or printed
// it (PDF), for customer care and a dispute. A resource route (a loader, no component).

const CONTENT_TYPES = { xml: 'application/xml; charset=utf-8', pdf: 'application/pdf' } as const;

export async function speiClaimFileLoader(request: Request, params: { id?: string; format?: string }) {
  const admin = await requireAdmin(request);
  // The list's permission (`backOffice.cepClaimXml`/`cepClaimPdf` ask the same).
  requirePermission(admin, 'complaints.read');
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const format = params.format;
  if (id === 0 || (format !== 'xml' && format !== 'pdf')) throw new Response('not found', { status: 404 });
  const result =
    format === 'xml'
      ? await admin.api.backOffice.cepClaimXml({ params: { id } })
      : await admin.api.backOffice.cepClaimPdf({ params: { id } });
  if (!result.success) throw failureResponse(result);
  return new Response(new Blob([new Uint8Array(result.data.bytes)]), {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="cep-${id}.${format}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
