// `npm start` for the borrower site: the built Remix app on Express, behind `@lender/web-kit`'s
// site doors (issue 35, ADR 107): the browser's address handed to the API over the trusted hop,
// hop-by-hop headers dropped, a cross-site form answered 403 with a page, personal answers no-store.
// Security headers (CSP with a nonce), the session cookie and the origin check of every action come
// from web-kit inside the app. PORT (3000), HOST (all interfaces), TRUST_PROXY (the proxies in front
// of the site to believe for the browser's address: `true`, a number, or unset), PUBLIC_ORIGINS;
// the app's own variables are in README.md.
import { common } from '@lender/i18n/es-MX';
import { createSiteListener, forbiddenWordsOf, siteDoorsFromEnv } from '@lender/web-kit/site-server';
import { createRequestHandler } from '@remix-run/node';
import compression from 'compression';
import express from 'express';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const build = await import('./build/server/index.js');

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.all(
  '*',
  createSiteListener({
    handle: createRequestHandler(build, process.env.NODE_ENV === 'production' ? 'production' : 'development'),
    ...siteDoorsFromEnv(process.env),
    sessionCookies: ['__session'],
    forbidden: forbiddenWordsOf(common, process.env.COMPANY_TRADE_NAME),
    service: 'web',
    accessLog: true,
  }),
);

const server = host ? app.listen(port, host, listening) : app.listen(port, listening);
function listening() {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`[lender-web] http://${host && host !== '0.0.0.0' ? host : 'localhost'}:${actual}`);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
