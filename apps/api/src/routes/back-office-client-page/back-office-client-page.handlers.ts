import { backOfficeClientPageEndpoints as e } from '@lender/contracts';
import { DOCUMENT_LINK_PATH, openDocumentLink, useCases } from '@lender/core';
import { createRouter } from '../../http/router';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

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

// Issue 16: the tabs of a client's page (decisions, consents, documents, audit timeline), and the
// signed link its documents open with.
export const backOfficeClientPageRouter = createRouter()
  .route(
    '/',
    useCaseRouter([
      useCaseRoute(e.clientDecisions, backOffice.clientDecisions),
      useCaseRoute(e.clientConsents, backOffice.clientConsents),
      useCaseRoute(e.clientDocuments, backOffice.clientDocuments),
      useCaseRoute(e.clientTimeline, backOffice.clientTimeline),
    ]),
  )
  .route('/', documentLink);
