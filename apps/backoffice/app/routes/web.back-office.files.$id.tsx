import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAdmin, requirePermission } from '../server/auth.server';
import { env } from '../server/env.server';
import { documentHeaders } from './web.back-office.files.$id.server';

/**
 * A client's document, shown inside the client page (issue 16): the API's signed link, fetched
 * here for a signed-in admin, so the browser never talks to the API. The one response of the
 * back-office its own pages may frame (the in-page PDF viewer): web-kit's headers with
 * `frame-ancestors 'self'` instead of `'none'`; no other site may frame it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'clients.read');
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('not found', { status: 404 });
  const search = new URL(request.url).search;
  const upstream = await fetch(`${env().apiUrl}/web/back-office/files/${id}${search}`);
  if (!upstream.ok) throw new Response('not found', { status: upstream.status === 404 ? 404 : 502 });
  const contentType = upstream.headers.get('content-type') ?? 'application/octet-stream';
  // Only what a document can be: images and PDFs; anything else downloads instead of rendering.
  const viewable = /^(image\/(jpeg|png|webp|heic)|application\/pdf)\b/.test(contentType);
  const headers = documentHeaders(env().production);
  headers.set('Content-Type', contentType);
  headers.set('Content-Disposition', viewable ? 'inline' : 'attachment');
  headers.set('Cache-Control', 'private, no-store');
  return new Response(upstream.body, { headers });
}
