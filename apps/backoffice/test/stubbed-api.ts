import { vi } from 'vitest';
import { commitSession, getSession, kit } from '../app/server/api.server';

// Loaders against a stubbed API (the real one is in the browser suite and `in-process-api.ts`):
// the signed-in admin's profile and permissions, and one answer for every other call.

export const API = 'http://api.test';
const BO = '/web/private/back-office';

export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Stubs `fetch` as the API: the admin's profile, `permissions`, and `list` for any other call.
 * Returns the URLs asked, in order.
 */
export function stubApi(
  list: (url: URL) => Answer,
  permissions: readonly string[] = ['clients.read', 'outbox.read'],
): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    const answer: Answer =
      url.pathname === `${BO}/profile`
        ? {
            body: {
              success: true,
              data: {
                id: 1,
                email: 'admin@lender.test',
                name: 'Admin',
                role: 'admin',
                totpEnabled: true,
                language: 'es-MX',
                active: true,
                version: 1,
                createdAt: '2026-11-01T00:00:00.000Z',
                updatedAt: '2026-11-01T00:00:00.000Z',
                totpEnrolledAt: null,
                passwordChangedAt: null,
              },
            },
          }
        : url.pathname === `${BO}/permissions`
          ? { body: { success: true, data: { role: 'admin', permissions: [...permissions], table: {} } } }
          : list(url);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return asked;
}

/** A signed-in admin's request (a fresh token: no refresh call). */
export async function signedIn(path: string): Promise<Request> {
  const session = await getSession(new Request('http://bo.test/'));
  kit().setToken(session, 'token-of-the-admin');
  session.set('issuedAt', Math.floor(Date.now() / 1000));
  session.set('language', 'es-MX');
  const cookie = (await commitSession(session)).split(';')[0] as string;
  return new Request(`http://bo.test${path}`, { headers: { cookie } });
}

/** The loader's data (Remix's `data()` in a loader is a plain object with `data`). */
export async function loaded<T>(result: Promise<unknown>): Promise<T> {
  const value = (await result) as { data: T };
  return value.data;
}
