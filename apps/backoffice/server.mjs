// `npm start` for the back-office: the built Remix app on Express. Security headers (CSP with a
// nonce), the session cookie and the origin check of actions come from `@lender/web-kit` inside
// the app (entry.server.tsx, app/server/*). PORT (3100), HOST (127.0.0.1), API_URL
// (http://localhost:4000), TOKEN_REFRESH_SECONDS (240).
import { createRequestHandler } from '@remix-run/express';
import express from 'express';

const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
const build = await import('./build/server/index.js');

const app = express();
app.disable('x-powered-by');
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: production ? 'production' : 'development' }));

const server = app.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}`;
  console.log(
    `\n  Lender back-office listening on ${base}\n  API: ${process.env.API_URL ?? 'http://localhost:4000'}\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
