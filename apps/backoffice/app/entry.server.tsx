import { createDocumentHandler, DOCUMENT_ABORT_DELAY_MS } from '@lender/web-kit';
import { reportSiteError } from '@lender/web-kit/site-error-hook';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { NonceContext } from './nonce';
import { env } from './server/env.server';

export const streamTimeout = DOCUMENT_ABORT_DELAY_MS;

/**
 * An error of a loader, an action or the render on the server (issue 40, spec §8): reported to the
 * error-reporting service with the route's path and method (a request the browser abandoned is not
 * an error).
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  reportSiteError(error, { route: new URL(request.url).pathname, method: request.method });
}

// `@lender/web-kit`'s CSP with a fresh nonce and the same headers as the borrower site
// (`frame-ancestors 'none'`: only the document route may be framed, by our own pages).
export default createDocumentHandler({
  RemixServer,
  NonceContext,
  isBot: isbot,
  security: () => ({ production: env().production, development: import.meta.env.DEV }),
  // Pages hold personal data: never cached by a browser or a proxy.
  cacheControl: 'no-store',
});
