// The site's loaders and actions against the real API in process (its test app over PGlite, or
// PostgreSQL with TEST_DATABASE_URL): what the server tests of the borrower pages share.
import { vi } from 'vitest';
import { kit } from '../lib/session.server';

/** The site's origin in these tests (a form's post must come from it). */
export const SITE = 'http://site.test';
/** The borrower's private API, as the site's SDK calls it. */
export const CLIENT_API = '/web/private/client';

// biome-ignore lint/suspicious/noExplicitAny: the API's test app is read loosely (see apiModule)
export type Loose = any;

/**
 * A module of the API server's sources (`test/test-app`, `test/lending-fixtures`, …),
 * loaded by specifier so this app's type check does not follow the API's sources.
 */
export const apiModule = (path: string): Promise<Loose> =>
  import(/* @vite-ignore */ `@lender/api-server/src/${path}`);

/** The API's test app (pass its options, e.g. `{ providers }`); close it after the file. */
export async function createTestApi(options?: object): Promise<Loose> {
  return (await apiModule('test/test-app')).createTestApp(options);
}

/**
 * Every call of the site's SDK goes to the API's test app; returns the calls made, in order
 * (`GET /web/private/client`). Undone by `vi.unstubAllGlobals()` after each test.
 */
export function throughTheApi(t: {
  app: { fetch(request: Request): Promise<Response> | Response };
}): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return t.app.fetch(request);
  });
  return calls;
}

/**
 * A request to the site as the browser sends it: the session cookie of `token` (none without one),
 * from the site's origin; with `form` (fields or a multipart body) a POST.
 */
export async function siteRequest(
  path: string,
  options: { token?: string; form?: Record<string, string> | URLSearchParams | FormData } = {},
): Promise<Request> {
  const session = await kit().getSession(new Request(`${SITE}/`));
  if (options.token) kit().setToken(session, options.token);
  const cookie = (await kit().commit(session)).split(';')[0] as string;
  const headers = new Headers({ cookie, origin: SITE });
  const { form } = options;
  if (!form) return new Request(`${SITE}${path}`, { headers });
  const body = form instanceof URLSearchParams || form instanceof FormData ? form : new URLSearchParams(form);
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body });
}

/** What a loader or action answered with `data()`: its data and status. */
export function answer<T>(result: unknown): { data: T; status: number } {
  const { data, init } = result as { data: T; init?: { status?: number } | null };
  return { data, status: init?.status ?? 200 };
}
