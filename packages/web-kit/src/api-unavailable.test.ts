import { createServer } from 'node:net';
import { errorEnvelope } from '@lender/contracts/common';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API_UNAVAILABLE_RETRY_AFTER_SECONDS, createApi, PAGE_MAX_RETRY_AFTER_MS } from './api';
import { createSessionKit } from './session';
import { fakeJwt, sendJson, startFakeApi } from './test-server';

// Issue 53: while the API cannot serve (its database restarting or failing over, the API itself
// out of reach) a page answers 503 with Retry-After — the error boundary's maintenance page —
// instead of a 500 the error reporter hears of for every page. A refusal stays an answer, a fault
// stays an error.

const kit = createSessionKit();
const token = fakeJwt({ sub: '7', account_type: 'client', mfa: false });
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function apiFor(baseUrl: string) {
  const session = await kit.getSession(new Request('http://site.test/profile'));
  kit.setToken(session, token);
  const request = new Request('http://site.test/profile', {
    headers: { cookie: (await kit.commit(session)).split(';')[0] as string },
  });
  return createApi(request, await kit.getSession(request), { baseUrl, kit, loginPath: '/ingresar' });
}

/** The fake API answering every call with `status` and `body`. */
async function apiAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fake = await startFakeApi((_req, res) => sendJson(res, status, body, headers));
  closers.push(fake.close);
  return fake.baseUrl;
}

/** What a call threw, or `undefined`. */
const thrownBy = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a page whose API is unavailable', () => {
  it('answers 503 with Retry-After when the API says its database is unavailable, keeping the session', async () => {
    const baseUrl = await apiAnswering(503, errorEnvelope('database_unavailable'), { 'retry-after': '1' });
    const { api, headers } = await apiFor(baseUrl);
    const thrown = await thrownBy(api.client.get());
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(API_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe('');
    // Signed in still: nothing asks the browser to drop its cookie.
    expect((await headers()).get('set-cookie')).toBeNull();
  });

  it('gives up on an API asking to wait 5 s after its two retries, each waited at most 1 s', async () => {
    let requests = 0;
    const fetch: typeof globalThis.fetch = async () => {
      requests += 1;
      return new Response(JSON.stringify(errorEnvelope('database_unavailable')), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
      });
    };
    const session = await kit.getSession(new Request('http://site.test/profile'));
    vi.useFakeTimers();
    try {
      const { api } = createApi(new Request('http://site.test/profile'), session, {
        baseUrl: 'http://api.test',
        kit,
        loginPath: '/ingresar',
        fetch,
      });
      const outcome = thrownBy(api.client.get());
      await vi.advanceTimersByTimeAsync(2 * PAGE_MAX_RETRY_AFTER_MS);
      const thrown = await Promise.race([outcome, 'still waiting']);
      expect(requests).toBe(3);
      expect((thrown as Response).status).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 503 for a balancer with no instance (502), a gateway timeout (504) and an API out of reach', async () => {
    for (const status of [502, 504]) {
      const { api } = await apiFor(await apiAnswering(status, '<html>Bad Gateway</html>'));
      expect(((await thrownBy(api.client.get())) as Response).status).toBe(503);
    }
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const { api } = await apiFor(`http://127.0.0.1:${port}`);
    expect(((await thrownBy(api.public.banks())) as Response).status).toBe(503);
  });

  it('keeps a fault an error (500) and a refusal an answer (4xx)', async () => {
    const broken = await apiFor(await apiAnswering(500, errorEnvelope('internal_error')));
    const fault = await thrownBy(broken.api.client.get());
    expect(fault).not.toBeInstanceOf(Response);
    expect((fault as Error).name).toBe('ServerError');

    const refusing = await apiFor(await apiAnswering(409, errorEnvelope('conflict')));
    const result = await refusing.api.client.get();
    expect(result.success).toBe(false);
    expect(result.status).toBe(409);
  });
});
