import { DOCUMENT_LINK_PATH, openDocumentLink, useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './back-office-client-page.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;
const { backOffice } = useCases;

export const clientDecisions: H<'clientDecisions'> = async (c) =>
  c.json(ok(await backOffice.clientDecisions(c.get('core'), c.req.valid('param').id)), 200);

export const clientConsents: H<'clientConsents'> = async (c) =>
  c.json(ok(await backOffice.clientConsents(c.get('core'), c.req.valid('param').id)), 200);

export const clientDocuments: H<'clientDocuments'> = async (c) =>
  c.json(ok(await backOffice.clientDocuments(c.get('core'), c.req.valid('param').id)), 200);

export const clientTimeline: H<'clientTimeline'> = async (c) => {
  const { page, perPage } = c.req.valid('query');
  const result = await backOffice.clientTimeline(c.get('core'), c.req.valid('param').id, { page, perPage });
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
    const { document, bytes } = await openDocumentLink(
      c.get('core'),
      id,
      c.req.query('expires') ?? '',
      c.req.query('signature') ?? '',
    );
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
  .openapi(routes.clientDecisions, clientDecisions)
  .openapi(routes.clientConsents, clientConsents)
  .openapi(routes.clientDocuments, clientDocuments)
  .openapi(routes.clientTimeline, clientTimeline)
  .route('/', documentLink);
