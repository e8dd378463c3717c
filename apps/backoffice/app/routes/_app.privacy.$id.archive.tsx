import type { LoaderFunctionArgs } from '@remix-run/node';
import { failureResponse, readable, requireAdmin, requirePermission } from '../server/auth.server';
import { recordId } from '../server/record-tabs.server';

/**
 * `/privacy/:id/archive` (issue 51): the access archive of a completed access request, for the
 * officer to send to a requester who wrote by e-mail or letter. A resource route (no component).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'privacy.work');
  const id = recordId(params);
  const result = await readable(admin.api.backOffice.arcoAccessArchive({ params: { id } }));
  if (!result.success) throw failureResponse(result);
  const headers = new Headers(admin.headers);
  headers.set('Content-Type', 'application/zip');
  headers.set('Content-Disposition', `attachment; filename="arco-${id}.zip"`);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(result.data.bytes as unknown as BodyInit, { headers });
}
