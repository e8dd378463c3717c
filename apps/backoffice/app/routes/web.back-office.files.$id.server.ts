import { createNonce, securityHeaders } from '@lender/web-kit';

/**
 * Security headers of a document the back-office shows inside its own page (the in-page PDF
 * viewer of the client page): web-kit's headers with `frame-ancestors 'self'` and
 * `X-Frame-Options: SAMEORIGIN` instead of `'none'`/`DENY`; no other site may frame it. Every other
 * response keeps `'none'` (entry.server.tsx).
 */
export function documentHeaders(production: boolean): Headers {
  return securityHeaders({ nonce: createNonce(), production, frameAncestors: 'self' });
}
