// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type InProcessApi, type Loose, load, startInProcessApi } from '../../test/in-process-api';
import { loader } from './_app';

// Issue 53: while the API's database is down (restarting, failing over) every back-office page
// answers 503 with Retry-After (the root then offers to load it again: root-unavailable.test.tsx),
// not a 500 reported as a fault. The API here is the real one, over a PostgreSQL pool whose server
// is gone; the admin's session was made by the working one.

let api: InProcessApi;
let dead: Loose;
beforeAll(async () => {
  api = await startInProcessApi();
  dead = await (await load('@lender/api-server/src/test/dead-database')).appOverDeadDatabase();
}, 180_000);
afterAll(async () => {
  await dead?.close();
  await api?.close();
});

describe('the back-office while the database is down', () => {
  it('the layout of every page answers 503 with Retry-After', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const answer: Response = await dead.app.request(`${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
      });
      asked.push(`${answer.status} ${(await answer.clone().json()).code}`);
      return answer;
    });
    const thrown = await loader({ request: api.get('/'), params: {}, context: {} }).then(
      () => undefined,
      (error: unknown) => error,
    );
    // The API said why; the page says 503, not 500.
    expect(asked).toContain('503 database_unavailable');
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).headers.get('retry-after')).toBe('5');
  });
});
