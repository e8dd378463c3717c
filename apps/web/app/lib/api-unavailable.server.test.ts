// @vitest-environment node
// Issue 53: while the API's database is down (restarting, failing over) a borrower's page answers
// 503 with Retry-After — the root's maintenance page (root-unavailable.test.tsx) — not a 500, and
// not the login page: the borrower is still signed in. The API here is the real one over a
// PostgreSQL pool whose server is gone; the borrower's session was made by a working one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as profileLoader } from '../routes/profile/route';
import { rootLoader } from './root-data.server';
import { kit } from './session.server';

// Loaded by specifier so this app's type check does not follow the API's sources.
const load = (specifier: string) => import(/* @vite-ignore */ specifier);

// biome-ignore lint/suspicious/noExplicitAny: the API's test apps are read loosely (see above)
type Loose = any;
let working: Loose;
let dead: Loose;
let token = '';

beforeAll(async () => {
  working = await (await load('@lender/api-server/src/test/test-app')).createTestApp();
  ({ token } = await (await load('@lender/api-server/src/test/back-office-fixtures')).backOfficeTestClient(
    working,
  ));
  dead = await (await load('@lender/api-server/src/test/dead-database')).appOverDeadDatabase();
}, 120_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await dead?.close();
  await working?.close();
});

async function signedIn(path: string): Promise<Request> {
  const session = await kit().getSession(new Request('http://site.test/'));
  kit().setToken(session, token);
  const cookie = (await kit().commit(session)).split(';')[0] as string;
  return new Request(`http://site.test${path}`, { headers: { cookie } });
}

/** What a loader threw, or `undefined`. */
const thrownBy = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a borrower’s page while the database is down', () => {
  it('answers 503 with Retry-After: the shell and the profile', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const answer: Response = await dead.app.fetch(request);
      // The lender's identity is configuration, not data: it answers without the database.
      if (new URL(request.url).pathname !== '/web/public/company')
        asked.push(`${answer.status} ${(await answer.clone().json()).code}`);
      if (answer.headers.get('retry-after') !== '5') return answer;
      // The SDK retries a 503 twice after the API's Retry-After (5 s): 10 s of a test run waiting on
      // nothing. The retries still happen, at once; what is checked is what the page answers after.
      const headers = new Headers(answer.headers);
      headers.set('retry-after', '0');
      return new Response(answer.body, { status: answer.status, headers });
    });
    for (const thrown of [
      await thrownBy(rootLoader(await signedIn('/profile'))),
      await thrownBy(profileLoader({ request: await signedIn('/profile'), params: {}, context: {} })),
    ]) {
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      // Not the login page (the profile's loader sent a failed look-up there), not a 500.
      expect(response.status).toBe(503);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(new Set(asked)).toEqual(new Set(['503 database_unavailable']));
    // Each loader's call was tried three times (the SDK's two retries of a GET), as with the real wait.
    expect(asked.length).toBeGreaterThanOrEqual(6);
  });
});
