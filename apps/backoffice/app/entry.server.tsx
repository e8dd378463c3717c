import { createDocumentHandler, DOCUMENT_ABORT_DELAY_MS } from '@lender/web-kit';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { NonceContext } from './nonce';
import { env } from './server/env.server';

export const streamTimeout = DOCUMENT_ABORT_DELAY_MS;

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
