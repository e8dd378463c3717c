// What each server answers while the database is down (issue 53): the API instances a 503 with
// the code `database_unavailable` and Retry-After, their readiness and the worker's 503, the
// borrower site and the back-office their maintenance page with status 503 — each at once (well
// inside the database's connect timeout), never a 500, never a stack.
import { totpCode } from './dev-admin.mjs';

/**
 * @typedef {{ who: string, status: number, ms: number, code?: string, retryAfter?: string, ok: boolean, why?: string }} Probe
 */

/** A stack trace or a Node error in a page or a body. */
const STACK = /\n\s+at [^\n]+:\d+:\d+|Error: [A-Za-z]|ECONNREFUSED|Failed query/;

/**
 * Judges one answer: the status, the code where it is JSON, the maintenance words where it is a
 * page, no stack, and in time.
 * @param {{ who: string, status: number, ms: number, body: string, headers: Headers }} answer
 * @param {{ json?: boolean, page?: RegExp, limitMs: number }} expected
 * @returns {Probe}
 */
export function judge({ who, status, ms, body, headers }, expected) {
  const code = /"code":"([a-z_]+)"/.exec(body)?.[1];
  const retryAfter = headers.get('retry-after') ?? undefined;
  const problems = [];
  if (status !== 503) problems.push(`status ${status}`);
  if (STACK.test(body)) problems.push('a stack or an internal error in the answer');
  if (ms > expected.limitMs) problems.push(`answered after ${Math.round(ms)} ms`);
  if (expected.json) {
    if (code !== 'database_unavailable') problems.push(`code ${code ?? 'none'}`);
    if (!retryAfter) problems.push('no Retry-After');
  }
  if (expected.page && !expected.page.test(body)) problems.push('not the maintenance page');
  return {
    who,
    status,
    ms: Math.round(ms),
    ...(code && { code }),
    ...(retryAfter && { retryAfter }),
    ok: problems.length === 0,
    ...(problems.length > 0 && { why: problems.join(', ') }),
  };
}

/** One request; the status, body, headers and time (status 0 when nothing answered). */
async function request(url, init = {}, timeoutMs = 30_000) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...init,
    });
    const body = await response.text();
    return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
  } catch (error) {
    return {
      status: 0,
      body: String(error?.cause?.code ?? error?.message ?? error),
      headers: new Headers(),
      ms: performance.now() - started,
    };
  }
}

const get = (url, headers = {}) => request(url, { headers });

/**
 * Signs the rehearsal's admin in to the back-office through its forms (password, then the TOTP
 * code of the moment); resolves with the session cookie.
 * @param {string} base the back-office through the balancer
 * @param {{ email: string, password: string, totpSecret: string }} admin
 */
export async function backOfficeSession(base, admin) {
  let cookie = '';
  const post = async (fields) => {
    const response = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin: base,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie && { cookie }),
      },
      body: new URLSearchParams(fields),
    });
    for (const set of response.headers.getSetCookie()) cookie = set.split(';')[0] ?? cookie;
    return response.status;
  };
  await post({ intent: 'password', email: admin.email, password: admin.password });
  const status = await post({ intent: 'totp', totp: totpCode(admin.totpSecret) });
  if (status !== 302 && status !== 303) throw new Error(`back-office sign-in answered ${status}`);
  return cookie;
}

/** The admin's e-mail, password and TOTP secret from `admin:create`'s output. @param {string} out */
export function parseCreatedAdmin(out, email) {
  const password = /Password \(shown once[^:]*\): (\S+)/.exec(out)?.[1];
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(out)?.[1];
  return password && totpSecret ? { email, password, totpSecret } : undefined;
}

/**
 * Asks every server once while the database is down.
 * @param {{ apis: Record<string, string>, worker: string, web: string, backoffice: string,
 *   borrowerCookie?: string, adminCookie?: string, page: RegExp, backofficePage: RegExp, limitMs: number }} where
 * @returns {Promise<Probe[]>}
 */
export async function probeOutage(where) {
  const { limitMs } = where;
  /** @type {Array<Promise<Probe>>} */
  const asked = [];
  const ask = (who, answer, expected) =>
    asked.push(answer.then((a) => judge({ who, ...a }, { limitMs, ...expected })));
  // All at once: a site's page waits out the SDK's retries (twice after Retry-After) before it
  // answers, and the database stays down only as long as the slowest answer takes.
  for (const [name, base] of Object.entries(where.apis)) {
    ask(`${name} GET postal code`, get(`${base}/web/public/address/postal-code/06700`), { json: true });
    ask(
      `${name} POST login`,
      request(`${base}/web/public/client/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '5500000000', password: 'Nube4242' }),
      }),
      { json: true },
    );
    ask(`${name} /readyz`, get(`${base}/readyz`), {});
  }
  ask('worker /readyz', get(`${where.worker}/readyz`), {});
  if (where.borrowerCookie) {
    ask('web GET /profile (signed in)', get(`${where.web}/profile`, { cookie: where.borrowerCookie }), {
      page: where.page,
    });
    ask(
      'web GET /web/private/client',
      get(`${where.web}/web/private/client`, {
        cookie: where.borrowerCookie,
        'sec-fetch-site': 'same-origin',
      }),
      { json: true },
    );
  }
  if (where.adminCookie) {
    ask('backoffice GET / (signed in)', get(`${where.backoffice}/`, { cookie: where.adminCookie }), {
      page: where.backofficePage,
    });
  }
  return Promise.all(asked);
}
