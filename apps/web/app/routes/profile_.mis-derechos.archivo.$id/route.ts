import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireClient } from '../../lib/flow.server';
import { noDocument } from '../../lib/lending.server';

/**
 * `/profile/mis-derechos/archivo/:id` (issue 51): the archive of everything held about the borrower,
 * once their access request `id` is completed, saved as a ZIP. Another borrower's request, one not
 * completed or past its days is a 404; signed out, the login page. A resource route (no component).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ctx } = await requireClient(request);
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id === 0) throw noDocument(404);
  const archive = await ctx.api.client.arcoAccessArchive({ params: { id } });
  if (!archive.success) throw noDocument(archive.status);
  if (!archive.data.contentType.startsWith('application/zip')) throw noDocument(502);
  const headers = new Headers(await ctx.headers());
  headers.set('Content-Type', 'application/zip');
  headers.set('Content-Disposition', `attachment; filename="mis-datos-${id}.zip"`);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(archive.data.bytes as unknown as BodyInit, { headers });
}
