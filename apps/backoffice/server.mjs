// `npm start` for the back-office: the built Remix app on Express, behind `@lender/web-kit`'s site
// doors (ADR 107): the admin's address handed to the API over the trusted hop, hop-by-hop headers
// dropped, a cross-site form answered 403 with a page, personal answers no-store; errors to the
// error-reporting service, metrics, health and readiness, compression and the build's files cached.
// The server is web-kit's `startSite`, the same as the borrower site's; what is the back-office's
// own is below (it listens on 127.0.0.1 unless told). Security headers (CSP with a nonce), the
// session cookie and the origin check of actions come from `@lender/web-kit` inside the app
// (entry.server.tsx and the routes' server code). PORT (3100), HOST (127.0.0.1), API_URL
// (http://localhost:4000), TOKEN_REFRESH_SECONDS (240), TRUST_PROXY, PUBLIC_ORIGINS.
import { common } from '@lender/i18n/es-MX';
import { startSite } from '@lender/web-kit/site';
import { forbiddenWordsOf } from '@lender/web-kit/site-server';
import { createRequestHandler } from '@remix-run/node';
import express from 'express';

await startSite({
  service: 'backoffice',
  appDir: new URL('.', import.meta.url),
  express,
  createRequestHandler,
  defaults: { port: 3100, host: '127.0.0.1' },
  sessionCookies: ['__bo_session'],
  forbidden: forbiddenWordsOf(common),
});
