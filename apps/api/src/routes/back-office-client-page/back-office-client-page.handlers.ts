import { DOCUMENT_LINK_PATH } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-client-page.routes';

export const decisions: AppRouteHandler<typeof routes.decisions> = async (c) =>
  c.json(ok(await c.get('core').admin.clientPage.decisions(c.req.valid('param').id)), 200);

export const consents: AppRouteHandler<typeof routes.consents> = async (c) =>
  c.json(ok(await c.get('core').admin.clientPage.consents(c.req.valid('param').id)), 200);

export const documents: AppRouteHandler<typeof routes.documents> = async (c) =>
  c.json(ok(await c.get('core').admin.clientPage.documents(c.req.valid('param').id)), 200);

export const timeline: AppRouteHandler<typeof routes.timeline> = async (c) => {
  const { page, perPage } = c.req.valid('query');
  const result = await c.get('core').admin.clientPage.timeline(c.req.valid('param').id, { page, perPage });
  setPaginationHeaders(c, { page, perPage, total: result.total, count: result.items.length });
  return c.json(ok(result.items), 200);
};

/**
 * A signed document link (issue 16): the link itself is the credential (HMAC of the document id
 * and expiry, 5 minutes), so the back office can show an image or PDF in the page. Not a catalogue
 * endpoint (its content type is the document's); any fault is a bare 404.
 */
const documentLink = createRouter().get(`${DOCUMENT_LINK_PATH}/:id`, async (c) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return c.body(null, 404);
  try {
    const { document, bytes } = await c
      .get('core')
      .admin.clientPage.openDocumentLink(id, c.req.query('expires') ?? '', c.req.query('signature') ?? '');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': document.contentType,
      'content-disposition': `inline; filename="${document.type}-${document.id}.${document.format}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  } catch {
    return c.body(null, 404);
  }
});

export const backOfficeClientPageRouter = createRouter()
  .openapi(routes.decisions, decisions)
  .openapi(routes.consents, consents)
  .openapi(routes.documents, documents)
  .openapi(routes.timeline, timeline)
  .route('/', documentLink);
