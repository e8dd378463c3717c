import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeServer, sendJson, startFakeServer } from '../test/fake-server';
import { type ClientOptions, createClient, REQUEST_TIMEOUT_MS } from './client';
import type { UnauthorizedEvent } from './client-events';
import { ApplicationCreationError } from './errors/application-creation-error';
import { MalformedResponseError } from './errors/malformed-response-error';
import { NetworkError } from './errors/network-error';
import { ServerError } from './errors/server-error';
import { TimeoutError } from './errors/timeout-error';

// Network-level fakes for what the real API cannot be made to do on purpose (5xx, a refused
// connection, silence, a broken body) and for the transport rules (headers, retries, abort).
// Answers from the real server are in test/*.test.ts.

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

const BANKS = [{ code: '002', name: 'BANAMEX', enabled: true }];
const AUTH_DATA = { accountType: 'client', mfa: false, expiresIn: 900, refreshIn: 240 };

function client(options: Partial<ClientOptions> = {}) {
  return createClient({ baseUrl: fake.baseUrl, retry: 0, ...options });
}

describe('headers and tokens (spec §7)', () => {
  it('sends the Bearer token from getToken on every request, read afresh each time', async () => {
    let token = 'first.jwt';
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: BANKS }));
    const api = client({ getToken: () => token });
    await api.public.banks();
    token = 'second.jwt';
    await api.public.banks();
    expect(fake.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer first.jwt',
      'Bearer second.jwt',
    ]);
  });

  it('sends no Authorization header for a guest', async () => {
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: BANKS }));
    await client({ getToken: () => null }).public.banks({ headers: { authorization: 'Bearer forged' } });
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('replaces the stored token through onToken when a body carries Authorization', async () => {
    const onToken = vi.fn();
    fake.handle((_, res) =>
      sendJson(res, 200, { success: true, data: AUTH_DATA, Authorization: 'Bearer new.jwt' }),
    );
    const result = await client({ onToken }).public.clientLogin({
      body: { username: 'ana@example.mx', password: 'secreto1' },
    });
    expect(result.success).toBe(true);
    expect(onToken).toHaveBeenCalledExactlyOnceWith('new.jwt');
  });

  it('does not call onToken when the body has no Authorization', async () => {
    const onToken = vi.fn();
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: BANKS }));
    await client({ onToken }).public.banks();
    expect(onToken).not.toHaveBeenCalled();
  });
});

describe('the wrapper result (spec §7)', () => {
  it('reads pagination from x-page, x-per-page, x-total-count and x-count, with totalPages', async () => {
    fake.handle((_, res) =>
      sendJson(
        res,
        200,
        { success: true, data: [] },
        { 'x-page': '2', 'x-per-page': '20', 'x-total-count': '41', 'x-count': '20' },
      ),
    );
    const result = await client().backOffice.clients({ query: { page: 2 } });
    expect(result.pagination).toEqual({ page: 2, perPage: 20, total: 41, count: 20, totalPages: 3 });
  });

  it('sends a list cursor and reads the next one from x-next-cursor (ADR 048)', async () => {
    let asked = '';
    fake.handle((req, res) => {
      asked = req.url ?? '';
      sendJson(
        res,
        200,
        { success: true, data: [] },
        {
          'x-page': '3',
          'x-per-page': '20',
          'x-total-count': '90',
          'x-count': '20',
          'x-next-cursor': 'WyItaWQiLG51bGwsNDEsNCw5MCwwXQ',
        },
      );
    });
    const result = await client().backOffice.loans({ query: { cursor: 'WyItaWQiLG51bGwsNjEsMyw5MCwwXQ' } });
    expect(new URL(asked, 'http://x').searchParams.get('cursor')).toBe('WyItaWQiLG51bGwsNjEsMyw5MCwwXQ');
    expect(result.pagination).toEqual({
      page: 3,
      perPage: 20,
      total: 90,
      count: 20,
      totalPages: 5,
      nextCursor: 'WyItaWQiLG51bGwsNDEsNCw5MCwwXQ',
    });
  });

  it('has no pagination when the headers are absent', async () => {
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: BANKS }));
    const result = await client().public.banks();
    expect(result).toEqual({
      status: 200,
      success: true,
      data: BANKS,
      errors: {},
      violations: [],
      message: undefined,
      code: undefined,
      pagination: undefined,
      invalid: [],
    });
  });

  it('maps violations to field errors with cleaned names, first violation per field', async () => {
    fake.handle((_, res) =>
      sendJson(res, 400, {
        success: false,
        data: null,
        code: 'validation_failed',
        message: 'Validation failed.',
        errors: [
          {
            propertyPath: 'children[mobilePhone].children[number].data',
            code: 'too_short',
            message: 'Too short.',
          },
          {
            propertyPath: 'children[mobilePhone].children[number].data',
            code: 'invalid_format',
            message: 'Bad.',
          },
          { propertyPath: 'children[firstName].data', code: 'required', message: 'Required.' },
          { propertyPath: 'data', code: 'invalid_value', message: 'Whole body.' },
        ],
      }),
    );
    const result = await client().public.phoneSmsCode({ body: { mobilePhone: { number: '55' } } as never });
    expect(result.success).toBe(false);
    expect(result.status).toBe(400);
    expect(result.errors).toEqual({
      'mobilePhone.number': { code: 'too_short', message: 'Too short.' },
      firstName: { code: 'required', message: 'Required.' },
    });
    expect(result.violations).toHaveLength(4);
    expect(result.code).toBe('validation_failed');
    expect(result.data).toBeNull();
  });

  it.each([
    [
      'the first violation (error details)',
      [{ propertyPath: 'children[a].data', code: 'x', message: 'Detail.' }],
      'Top.',
      'Detail.',
    ],
    ['the response message without details', [], 'Top.', 'Top.'],
    ['HTTP {status} without either', [], undefined, 'HTTP 409'],
  ])('takes a failure message from %s (spec §8)', async (_name, errors, message, expected) => {
    fake.handle((_, res) =>
      sendJson(res, 409, {
        success: false,
        data: null,
        code: 'conflict',
        errors,
        ...(message && { message }),
      }),
    );
    const result = await client().public.banks();
    expect(result.message).toBe(expected);
  });

  it("carries the refusal's params, so a site can word it in full", async () => {
    fake.handle((_, res) =>
      sendJson(res, 409, {
        success: false,
        data: null,
        code: 'outside_contact_window',
        message: 'Outside the contact window.',
        params: { opensAt: '30.11.2026 07:00' },
      }),
    );
    const refused = await client().public.banks();
    expect(refused).toMatchObject({ success: false, code: 'outside_contact_window' });
    expect(refused.success ? null : refused.params).toEqual({ opensAt: '30.11.2026 07:00' });
    fake.handle((_, res) =>
      sendJson(res, 409, { success: false, data: null, code: 'conflict', message: 'No.' }),
    );
    const plain = await client().public.banks();
    expect(plain.success ? null : plain.params).toBeUndefined();
  });

  it('treats a 2xx that says success false as a refusal', async () => {
    fake.handle((_, res) =>
      sendJson(res, 200, { success: false, data: null, code: 'conflict', message: 'No.' }),
    );
    const result = await client().public.banks();
    expect(result).toMatchObject({ success: false, status: 200, message: 'No.', code: 'conflict' });
  });
});

describe('401 and 403 (spec §4 Auth)', () => {
  it.each([
    [401, 'token_expired'],
    [403, 'user_blocked'],
  ] as const)('calls onUnauthorized on %i and still resolves with the failure', async (status, code) => {
    const events: UnauthorizedEvent[] = [];
    fake.handle((_, res) => sendJson(res, status, { success: false, data: null, code, message: 'No.' }));
    const result = await client({ onUnauthorized: (event) => void events.push(event) }).client.get();
    expect(result).toMatchObject({ success: false, status, code });
    expect(events).toEqual([{ status, code, endpointId: 'client.get', path: '/web/private/client' }]);
  });

  it('calls onUnauthorized even when the 401 body is not an envelope, then reports the body', async () => {
    const onUnauthorized = vi.fn();
    fake.handle((_, res) => {
      res.writeHead(401, { 'content-type': 'text/html' });
      res.end('<h1>401</h1>');
    });
    await expect(client({ onUnauthorized }).client.get()).rejects.toBeInstanceOf(MalformedResponseError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not call onUnauthorized for other refusals', async () => {
    const onUnauthorized = vi.fn();
    fake.handle((_, res) =>
      sendJson(res, 404, { success: false, data: null, code: 'not_found', message: 'Not found' }),
    );
    await client({ onUnauthorized }).client.get();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errors the server cannot be made to produce (spec §8)', () => {
  it.each([500, 502, 503])('throws "ERP response %i {path}" for HTTP %i', async (status) => {
    fake.handle((_, res) =>
      sendJson(res, status, { success: false, data: null, code: 'internal_error', message: 'x' }),
    );
    const error = await client()
      .public.clientCheck({ params: { key: 'phone', value: '5512345678' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServerError);
    // The path template, not the URL: the URL carries a phone number (never logged).
    expect(error.message).toBe(`ERP response ${status} /web/public/client/check/:key/:value`);
    expect(error).toMatchObject({ status, endpointId: 'public.clientCheck' });
  });

  it('throws "ERP failed to create application" for a 500 on application creation', async () => {
    fake.handle((_, res) =>
      sendJson(res, 500, { success: false, data: null, code: 'internal_error', message: 'x' }),
    );
    const error = await client()
      .client.createApplication({ body: {} as never })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApplicationCreationError);
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe('ERP failed to create application');
  });

  it('throws the generic server error for a 503 on application creation', async () => {
    fake.handle((_, res) => sendJson(res, 503, {}));
    const error = await client()
      .client.createApplication({ body: {} as never })
      .catch((e) => e);
    expect(error).not.toBeInstanceOf(ApplicationCreationError);
    expect(error.message).toBe('ERP response 503 /web/private/client/application');
  });

  it('throws "Network request failed" when the connection is refused', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const error = await createClient({ baseUrl: `http://127.0.0.1:${port}`, retry: 0 })
      .public.banks()
      .catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('Network request failed');
    expect(error.cause).toBeDefined();
  });

  it('throws TimeoutError (a NetworkError) when the server stays silent past the timeout', async () => {
    fake.handle(() => {}); // never answers
    const error = await client({ timeout: 150 })
      .public.banks()
      .catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.timeout).toBe(150);
  });

  it('defaults the timeout to 180 s (spec §9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(180_000);
  });

  it.each([
    ['a body that is not JSON', '<html>Bad gateway</html>', /expected JSON/],
    ['an empty body', '', /empty body/],
    [
      'an envelope whose data breaks the schema',
      JSON.stringify({ success: true, data: [{ code: 2 }] }),
      /code/,
    ],
    ['JSON that is no envelope', JSON.stringify([1, 2]), /Malformed response 200/],
  ])('throws MalformedResponseError for %s', async (_name, body, message) => {
    fake.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    const error = await client()
      .public.banks()
      .catch((e) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(error.message).toMatch(message);
    expect(error.path).toBe('/web/public/bank');
  });

  it('requires Authorization on a token-issuing answer (the schema says so)', async () => {
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: AUTH_DATA }));
    await expect(
      client().public.clientLogin({ body: { username: 'ana@example.mx', password: 'x' } }),
    ).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('an answer that breaks its contract, read with onMalformedResponse', () => {
  it('resolves with the rows that match, names the rest in result.invalid and tells the hook', async () => {
    fake.handle((_, res) =>
      sendJson(res, 200, {
        success: true,
        data: [
          BANKS[0],
          { code: 12, name: 'BROKEN', enabled: true },
          { code: '014', name: 'SANTANDER', enabled: true },
        ],
      }),
    );
    const reports: unknown[] = [];
    const result = await client({
      onMalformedResponse: (report) => void reports.push(report),
    }).public.banks();
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.map((bank) => bank.code)).toEqual(['002', '014']);
    expect(result.invalid).toEqual([{ path: '1', issues: [expect.stringMatching(/^1\.code: /)] }]);
    expect(reports).toEqual([
      {
        endpointId: 'public.banks',
        path: '/web/public/bank',
        status: 200,
        issues: [expect.stringMatching(/^data\.1\.code: /)],
        invalid: result.invalid,
        salvaged: true,
      },
    ]);
  });

  it('tells the hook and still throws when nothing can be read', async () => {
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: { not: 'a list' } }));
    const reports: Array<{ salvaged: boolean }> = [];
    const error = await client({ onMalformedResponse: (report) => void reports.push(report) })
      .public.banks()
      .catch((e) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect(reports.map((report) => report.salvaged)).toEqual([false]);
  });

  it('answers a matching answer with no invalid values and never calls the hook', async () => {
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: BANKS }));
    const hook = vi.fn();
    const result = await client({ onMalformedResponse: hook }).public.banks();
    expect(result.success && result.invalid).toEqual([]);
    expect(hook).not.toHaveBeenCalled();
  });
});

describe('binary endpoints', () => {
  it('returns the bytes of a PDF with their content type', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
    fake.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(pdf);
    });
    const result = await client().client.documentDownload({ params: { type: 'loan_agreement' } });
    expect(fake.requests[0]?.url).toBe('/web/private/client/document/download/loan_agreement');
    expect(fake.requests[0]?.headers.accept).toBe('application/pdf, application/json');
    if (!result.success) throw new Error('expected success');
    expect(result.data.contentType).toBe('application/pdf');
    expect(Buffer.from(result.data.bytes).equals(pdf)).toBe(true);
  });

  it('reads a JSON refusal of a binary endpoint as a failure', async () => {
    fake.handle((_, res) =>
      sendJson(res, 404, { success: false, data: null, code: 'no_active_application', message: 'None.' }),
    );
    const result = await client().client.draftLoanAgreement();
    expect(result).toMatchObject({ success: false, status: 404, code: 'no_active_application' });
  });

  it('rejects a 200 of a binary endpoint that is not a PDF', async () => {
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: 'x' }));
    await expect(client().client.draftLoanAgreement()).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('retries and Idempotency-Key', () => {
  /** Answers 503 `failures` times, then `then`. */
  function flaky(failures: number, then: (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => void) {
    let seen = 0;
    fake.handle((_, res) => {
      seen += 1;
      if (seen <= failures) sendJson(res, 503, { success: false, data: null, code: 'service_unavailable' });
      else then(res);
    });
  }

  it('retries a GET after a 503 and answers from the retry', async () => {
    flaky(1, (res) => sendJson(res, 200, { success: true, data: BANKS }));
    const result = await client({ retry: 2 }).public.banks();
    expect(result.success).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  describe('a 503 asking to wait (Retry-After: 5)', () => {
    /** A fetch that answers every request 503 with `Retry-After: 5`, counting the requests. */
    function unavailable() {
      const seen = { requests: 0 };
      const fetch: typeof globalThis.fetch = async () => {
        seen.requests += 1;
        return new Response(JSON.stringify({ success: false, data: null, code: 'service_unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '5' },
        });
      };
      return { seen, fetch };
    }

    async function afterMs(ms: number, options: Partial<ClientOptions>) {
      vi.useFakeTimers();
      try {
        const { seen, fetch } = unavailable();
        const api = createClient({ baseUrl: 'http://api.test', fetch, retry: 2, timeout: false, ...options });
        const outcome = api.public.banks().then(
          () => 'answered',
          (error: unknown) => error,
        );
        await vi.advanceTimersByTimeAsync(ms);
        return { requests: seen.requests, settled: await Promise.race([outcome, 'pending']) };
      } finally {
        vi.useRealTimers();
      }
    }

    it('is waited whole by default: after 9.9 s the second retry has not been sent', async () => {
      const { requests, settled } = await afterMs(9_900, {});
      expect(requests).toBe(2);
      expect(settled).toBe('pending');
    });

    it('is waited at most maxRetryAfter: both retries sent and the 503 thrown within 2 s', async () => {
      const { requests, settled } = await afterMs(2_000, { maxRetryAfter: 1_000 });
      expect(requests).toBe(3);
      expect(settled).toBeInstanceOf(ServerError);
      expect((settled as ServerError).status).toBe(503);
    });
  });

  it('never retries a POST without an Idempotency-Key', async () => {
    flaky(1, (res) => sendJson(res, 200, { success: true, data: null }));
    await expect(
      client({ retry: 2 }).client.changePassword({
        body: { oldPassword: 'abcd', newPassword: 'efgh', repeatPassword: 'efgh' } as never,
      }),
    ).rejects.toBeInstanceOf(ServerError);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('does not retry a 500 (the server ran the request)', async () => {
    let calls = 0;
    fake.handle((_, res) => {
      calls += 1;
      sendJson(res, 500, {});
    });
    await expect(client({ retry: 2 }).public.banks()).rejects.toBeInstanceOf(ServerError);
    expect(calls).toBe(1);
  });

  it.each([
    ['application creation', 'createApplication', { body: {} }],
    ['agreement signing', 'signAgreement', { params: { id: 7 }, body: {} }],
    ['a card payment', 'chargeRollover', { body: {} }],
    ['a payment reference', 'paymentReference', { body: {} }],
    ['the rollover choice', 'chooseRollover', { body: {} }],
  ] as const)('sends one Idempotency-Key per %s and reuses it on the retry', async (_name, method, input) => {
    flaky(1, (res) => sendJson(res, 200, { success: false, data: null, code: 'conflict', message: 'stop' }));
    const call = client({ retry: 2 }).client[method] as (input: object) => Promise<unknown>;
    await call(input);
    const keys = fake.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('makes a new key for each logical submit, and uses the one given', async () => {
    fake.handle((_, res) =>
      sendJson(res, 409, { success: false, data: null, code: 'conflict', message: 'x' }),
    );
    const api = client();
    await api.client.createApplication({ body: {} as never });
    await api.client.createApplication({ body: {} as never });
    await api.client.createApplication({ body: {} as never, idempotencyKey: 'my-key' });
    const [first, second, third] = fake.requests.map((request) => request.headers['idempotency-key']);
    expect(first).not.toBe(second);
    expect(third).toBe('my-key');
  });

  it('retries a network failure of a keyed call with the same key', async () => {
    let seen = 0;
    fake.handle((_, res) => {
      seen += 1;
      if (seen === 1) res.socket?.destroy();
      else sendJson(res, 409, { success: false, data: null, code: 'conflict', message: 'x' });
    });
    const result = await client({ retry: 2 }).client.createApplication({ body: {} as never });
    expect(result.status).toBe(409);
    const keys = fake.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('AbortSignal', () => {
  it('aborts a call in flight and rejects with the signal reason', async () => {
    fake.handle(() => {}); // never answers
    const controller = new AbortController();
    const pending = client().public.banks({ signal: controller.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('does not send a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(client().public.banks({ signal: controller.signal })).rejects.toThrow('left the page');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('custom fetch', () => {
  it('sends through the given fetch', async () => {
    const seen: string[] = [];
    const api = client({
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    fake.handle((_, res) => sendJson(res, 200, { success: true, data: BANKS }));
    await api.public.banks();
    expect(seen).toEqual([`${fake.baseUrl}/web/public/bank`]);
  });
});
