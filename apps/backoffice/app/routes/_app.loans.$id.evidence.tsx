import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, requireAdmin, requirePermission } from '../server/auth.server';

/**
 * `/loans/:id/evidence` (issue 50, NOM-151): the evidence bundle of a signed contract for a dispute
 * (ZIP: the PDF, the time-stamp token, the events as JSON and as a readable PDF). A resource route.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'loans.read');
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id === 0) throw new Response('not found', { status: 404 });
  const result = await admin.api.backOffice.contractEvidenceBundle({ params: { id } });
  if (!result.success) throw failureResponse(result);
  return new Response(new Blob([new Uint8Array(result.data.bytes)]), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="evidencia-contrato-${id}.zip"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
