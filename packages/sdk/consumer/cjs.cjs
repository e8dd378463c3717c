// Registry round trip, CommonJS: run in a fresh project that installed @lender/sdk (and with it
// @lender/contracts) from a registry. A tiny node:http server stands in for the API.
const assert = require('node:assert/strict');
const { createServer } = require('node:http');
const { createClient, NetworkError, ServerError, TimeoutError, unwrap } = require('@lender/sdk');

const BANKS = [{ code: '002', name: 'BANAMEX', enabled: true }];

async function main() {
  const seen = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url, authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => {
      if (req.url === '/web/public/bank') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: true, data: BANKS }));
      } else if (req.url === '/web/private/client') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ success: false, data: null, code: 'token_expired', message: 'Token expired.' }),
        );
      } else if (req.url === '/web/private/client/flow') {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end('{}');
      }
      // Anything else is never answered (the timeout case).
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;

  const unauthorized = [];
  const api = createClient({
    baseUrl,
    getToken: () => 'stored.jwt',
    onUnauthorized: (event) => unauthorized.push(event),
    retry: 0,
    timeout: 200,
  });

  assert.deepEqual(unwrap(await api.public.banks()), BANKS);
  assert.equal(seen[0].authorization, 'Bearer stored.jwt');

  const expired = await api.client.get();
  assert.equal(expired.success, false);
  assert.equal(expired.status, 401);
  assert.deepEqual(unauthorized, [
    { status: 401, code: 'token_expired', endpointId: 'client.get', path: '/web/private/client' },
  ]);

  await assert.rejects(
    api.client.flow(),
    (error) => error instanceof ServerError && error.message === 'ERP response 503 /web/private/client/flow',
  );
  await assert.rejects(
    api.public.calculatorConfig(),
    (error) => error instanceof TimeoutError && error instanceof NetworkError,
  );

  server.closeAllConnections();
  server.close();
  console.log('@lender/sdk CommonJS consumer: ok');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
