// Registry round trip, ESM: run in a fresh project that installed @lender/sdk (and with it
// @lender/contracts) from a registry. A tiny node:http server stands in for the API.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import {
  ApplicationCreationError,
  createClient,
  createIdempotencyKey,
  createOfferQuoter,
  MalformedResponseError,
  NetworkError,
  REQUEST_TIMEOUT_MS,
  ServerError,
  unwrap,
} from '@lender/sdk';

const BANKS = [{ code: '002', name: 'BANAMEX', enabled: true }];
const seen = [];
const server = createServer((req, res) => {
  seen.push({
    method: req.method,
    url: req.url,
    authorization: req.headers.authorization,
    key: req.headers['idempotency-key'],
  });
  const json = (status, body) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-page': '1',
      'x-per-page': '20',
      'x-total-count': '1',
      'x-count': '1',
    });
    res.end(JSON.stringify(body));
  };
  req.resume();
  req.on('end', () => {
    if (req.url === '/web/public/client/login') {
      json(200, {
        success: true,
        data: { accountType: 'client', mfa: false, expiresIn: 900, refreshIn: 240 },
        Authorization: 'issued.jwt',
      });
    } else if (req.url === '/web/public/bank') {
      json(200, { success: true, data: BANKS });
    } else if (req.url === '/web/public/client/check/email/taken%40example.mx') {
      json(400, {
        success: false,
        data: null,
        code: 'validation_failed',
        message: 'Validation failed.',
        errors: [
          {
            propertyPath: 'children[value].data',
            code: 'not_unique',
            message: 'This value is already used.',
          },
        ],
      });
    } else if (req.url === '/web/private/client/application') {
      json(500, { success: false, data: null, code: 'internal_error', message: 'Internal server error' });
    } else if (req.url === '/web/private/client/document/download/loan_agreement') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.7');
    } else {
      json(200, { success: true, data: 'not what the schema says' });
    }
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${server.address().port}`;

let token;
const unauthorized = [];
const api = createClient({
  baseUrl,
  getToken: () => token,
  onToken: (next) => {
    token = next;
  },
  onUnauthorized: (event) => unauthorized.push(event),
});

const login = await api.public.clientLogin({ body: { username: 'ana@example.mx', password: 'secreto1' } });
assert.equal(login.success, true);
assert.equal(token, 'issued.jwt');

const banks = await api.public.banks();
assert.deepEqual(unwrap(banks), BANKS);
assert.deepEqual(banks.pagination, { page: 1, perPage: 20, total: 1, count: 1, totalPages: 1 });
assert.equal(seen.at(-1).authorization, 'Bearer issued.jwt');

const taken = await api.public.clientCheck({ params: { key: 'email', value: 'taken@example.mx' } });
assert.equal(taken.success, false);
assert.deepEqual(taken.errors, { value: { code: 'not_unique', message: 'This value is already used.' } });
assert.equal(taken.message, 'This value is already used.');

await assert.rejects(
  api.client.createApplication({
    body: {
      salaryCycle: 'semi_monthly',
      payDates: { first_repayment_option: '2026-03-15', second_repayment_option: '2026-03-30' },
      loanAmount: { amount: 3000, currency: 'MXN' },
    },
    idempotencyKey: createIdempotencyKey(),
  }),
  (error) =>
    error instanceof ApplicationCreationError &&
    error instanceof ServerError &&
    error.message === 'ERP failed to create application',
);
assert.match(seen.at(-1).key, /^[0-9a-f-]{36}$/);

const pdf = unwrap(await api.client.documentDownload({ params: { type: 'loan_agreement' } }));
assert.equal(pdf.contentType, 'application/pdf');
assert.equal(new TextDecoder().decode(pdf.bytes), '%PDF-1.7');

await assert.rejects(api.client.get(), MalformedResponseError);

const quoter = createOfferQuoter(api, { debounce: 0 });
const quoted = await quoter.quote({
  audience: 'public',
  sequenceType: 'first',
  amount: 3000,
  payCycle: 'biweekly',
  payDates: ['2026-03-13'],
});
assert.equal(quoted?.status, 'error');

// The audience entry: the public group alone, same transport, and errors of one identity.
const sdkPublic = await import('@lender/sdk/public');
const guest = sdkPublic.createClient({ baseUrl });
assert.deepEqual(unwrap(await guest.public.banks()), BANKS);
assert.equal('client' in guest, false);
assert.equal(sdkPublic.ServerError, ServerError);
const { ServerError: CjsServerError } = createRequire(import.meta.url)('@lender/sdk');
assert.ok(new CjsServerError(502, '/web/public/bank', 'public.banks') instanceof ServerError);
assert.ok(
  sdkPublic.isLenderError(new CjsServerError(502, '/web/public/bank', 'public.banks'), 'ServerError'),
);
server.close();
await assert.rejects(createClient({ baseUrl, retry: 0 }).public.banks(), NetworkError);
assert.equal(REQUEST_TIMEOUT_MS, 180_000);
assert.deepEqual(unauthorized, []);

console.log('@lender/sdk ESM consumer: ok');
