import { vi } from 'vitest';
import { commitSession, getSession, kit } from '../app/server/api.server';
import { resetEnv } from '../app/server/env.server';

// The real API in process on the demo data, for the route tests that must see what it answers
// (issue 36): the back-office's calls reach it through a stubbed `fetch`, and a signed-in admin's
// cookie goes with every request a test builds.

// biome-ignore lint/suspicious/noExplicitAny: the API and core are loaded by specifier (their own packages type them)
export type Loose = any;
export const load = <T = Loose>(specifier: string): Promise<T> =>
  import(/* @vite-ignore */ specifier) as Promise<T>;

const API = 'http://api.test';
export const SITE = 'http://bo.test';

export interface InProcessApi {
  t: Loose;
  sql: Loose;
  /** The seeded admin's API token. */
  token: string;
  /** Another admin (a checker for maker-checker requests). */
  checkerToken: string;
  /** A GET of the back-office as the seeded admin. */
  get(path: string): Request;
  /** A form POST of the back-office as the seeded admin (same origin). */
  post(path: string, fields: Record<string, string | string[]>): Request;
  rows(statement: Loose): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

export async function startInProcessApi(): Promise<InProcessApi> {
  const { createTestApp } = await load('@lender/api-server/src/test/test-app');
  const { seedDemoData, totpCode } = await load('@lender/core');
  const { sql } = await load('@lender/db/orm');
  const t = await createTestApp({});
  const password = 'a-long-admin-password';
  const seeded = await seedDemoData(t.core, { adminEmail: 'admin@lender.test', adminPassword: password });
  const checker = await t.core.backOfficeUsers.create({
    email: 'checker@lender.test',
    name: 'Checker',
    password,
    role: 'admin',
  });
  const signIn = async (email: string, secret: string) => {
    t.clock.advance(31_000);
    const first = await t.call('POST', '/web/public/user/login', { body: { username: email, password } });
    const second = await t.call('POST', '/web/public/user/login', {
      body: { totp: totpCode(secret, t.clock.now()) },
      token: first.body.Authorization,
    });
    return second.body.Authorization as string;
  };
  const token = await signIn('admin@lender.test', seeded.admin.totpSecret);
  const checkerToken = await signIn('checker@lender.test', checker.totpSecret);
  vi.stubEnv('API_URL', API);
  resetEnv();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return t.app.request(`${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: await request.text() }),
    });
  });
  const session = await getSession(new Request(`${SITE}/`));
  kit().setToken(session, token);
  session.set('issuedAt', Math.floor(Date.now() / 1000));
  session.set('language', 'es-MX');
  const cookie = (await commitSession(session)).split(';')[0] as string;
  return {
    t,
    sql,
    token,
    checkerToken,
    get: (path) => new Request(`${SITE}${path}`, { headers: { cookie } }),
    post(path, fields) {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
      return new Request(`${SITE}${path}`, {
        method: 'POST',
        headers: { cookie, origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    },
    async rows(statement) {
      const result = await t.core.db.execute(statement);
      return (Array.isArray(result) ? result : result.rows) as Array<Record<string, unknown>>;
    },
    async close() {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
      resetEnv();
      await t.close();
    },
  };
}

/** What a loader or action answered as data (a Remix `data()`, a JSON response, a plain object). */
export async function loaded(result: unknown): Promise<Loose> {
  const value = await result;
  if (value && typeof value === 'object' && 'data' in value && 'init' in value) return (value as Loose).data;
  if (value instanceof Response) return value.json();
  return value;
}
