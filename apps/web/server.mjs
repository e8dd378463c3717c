// `npm start` for the borrower site: the built Remix app on Express, behind `@lender/web-kit`'s
// site doors (ADR 107): the browser's address handed to the API over the trusted hop, hop-by-hop
// headers dropped, a cross-site form answered 403 with a page, personal answers no-store; errors to
// the error-reporting service, metrics, health and readiness, compression and the build's files
// cached, and the public pages answered to visitors without a cookie from a render a few seconds
// old (public-pages.mjs). The server is web-kit's `startSite`, the same as the back-office's; what
// is the borrower site's own is below. Security headers (CSP with a nonce), the session cookie and the origin check
// of every action come from web-kit inside the app.
// PORT (3000), HOST (all interfaces), TRUST_PROXY (the proxies in front of the site to believe for
// the browser's address: `true`, a number, or unset), PUBLIC_ORIGINS; the app's own variables are
// in README.md.
import { common } from '@lender/i18n/es-MX';
import { startSite } from '@lender/web-kit/site';
import { forbiddenWordsOf } from '@lender/web-kit/site-server';
import { createRequestHandler } from '@remix-run/node';
import express from 'express';
import { PUBLIC_PAGES } from './public-pages.mjs';

await startSite({
  service: 'web',
  appDir: new URL('.', import.meta.url),
  express,
  createRequestHandler,
  defaults: { port: 3000 },
  sessionCookies: ['__session'],
  forbidden: forbiddenWordsOf(common, process.env.COMPANY_TRADE_NAME),
  publicPages: PUBLIC_PAGES,
});
