import {
  type ClientOptions,
  createClient,
  isLenderError,
  type LenderClient,
  type UnauthorizedEvent,
} from '@lender/sdk';
import { redirect } from '@remix-run/node';
import { safeRedirect } from './safe-redirect';
import type { SessionKit, WebSession } from './session';
import { siteHopHeaders } from './site-hop';

/** Cookies of the browser that the API itself reads (the sandbox QA cookie, spec §6). */
export const FORWARDED_COOKIES = ['qa-disable-flow'] as const;

export interface CreateApiOptions {
  /** The API's origin (scheme, host, port), without `/web`. */
  readonly baseUrl: string;
  readonly kit: SessionKit;
  /** Where a 401/403 sends the browser (the app's login route). */
  readonly loginPath: string;
  /**
   * The site's key (`siteApiKeyFromEnv()`): every call carries it and the browser's address, so the
   * API limits per browser, not per site (the trusted hop, ADR 107). Without it the API sees the
   * site's own address.
   */
  readonly siteKey?: string;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** @default 180_000 (spec §9) */
  readonly timeout?: number;
  /**
   * Which token of the session the calls carry. @default kit.getToken (the session's `token`)
   * The back-office sends the password step's token (kept apart, it opens nothing) to its TOTP step.
   */
  readonly readToken?: (session: WebSession) => string | undefined;
  /**
   * Where a token the API sends is kept. @default kit.setToken
   * The back-office keeps a token carrying `mfa` apart from the full one.
   */
  readonly storeToken?: (session: WebSession, token: string) => void;
  /**
   * Whether a 401/403 ends the session (log out and go to `loginPath`). @default every 401/403
   * outside the `public` group. The back-office keeps an admin signed in on a 403 that refuses one
   * action (`forbidden`, `maker_cannot_approve`) and answers it on the page.
   */
  readonly endsSession?: (event: UnauthorizedEvent) => boolean;
  /**
   * An answer that broke its contract (issue 36): the SDK reads what it can (bad rows left out,
   * named in `result.invalid`) and calls this to log and report it. @default such a call throws
   */
  readonly onMalformedResponse?: ClientOptions['onMalformedResponse'];
}

export interface RequestApi {
  /** The SDK with the session's token; a 401/403 outside the public group throws a redirect to login. */
  readonly api: LenderClient;
  /** `Set-Cookie` headers to send with the response when a call stored a new token, else empty. */
  headers(): Promise<Headers>;
  /** True once a call stored a new token. */
  readonly tokenChanged: boolean;
}

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** `name=value; …` of the {@link FORWARDED_COOKIES} the request carries, or `undefined`. */
export function forwardedCookieHeader(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  const pairs = FORWARDED_COOKIES.flatMap((name) => {
    const value = cookieValue(header, name);
    return value === undefined ? [] : [`${name}=${value}`];
  });
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

/** Seconds a browser is told to wait when the API is unavailable (the API's own `Retry-After`). */
export const API_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The longest a page's API call waits for a 503's `Retry-After` before its retry (the SDK's
 * `maxRetryAfter`): the API asks for 5 s, and waiting that twice held a borrower ~10 s before the
 * maintenance page. With this, the page answers within about 2 s (two retries).
 */
export const PAGE_MAX_RETRY_AFTER_MS = 1_000;

/**
 * Whether a call's error says the API cannot serve now, rather than that something is broken: an
 * answer of 502, 503 (`database_unavailable` while PostgreSQL restarts or fails over) or 504, or no
 * answer at all (refused, reset, timed out). Any other 5xx is a fault and stays an error.
 */
export function isApiUnavailable(error: unknown): boolean {
  if (isLenderError(error, 'NetworkError')) return true;
  if (!isLenderError(error, 'ServerError')) return false;
  const { status } = error as { status?: unknown };
  return status === 502 || status === 503 || status === 504;
}

/**
 * What a page answers while the API is unavailable (issue 53): 503 with `Retry-After`, thrown as a
 * response, so the site's error boundary shows its maintenance page with that status — not a 500,
 * not a stack, and nothing for the error reporter (the API reports its outage itself).
 */
export function apiUnavailableResponse(): Response {
  return new Response(null, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Retry-After': String(API_UNAVAILABLE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  });
}

/**
 * The SDK for one request (spec §4, §7): the token read from the session, a new token written to
 * it (send `await headers()` with the response), and any 401 or 403 of a private call answered by
 * logging out and redirecting to `loginPath` (thrown as a Remix redirect with the cookie deleted).
 * An API that is unavailable (see {@link isApiUnavailable}) is a thrown {@link apiUnavailableResponse}.
 *
 * @example
 * export async function loader({ request }: LoaderFunctionArgs) {
 *   const session = await kit.getSession(request);
 *   const { api, headers } = createApi(request, session, { baseUrl, kit, loginPath: '/ingresar' });
 *   const me = unwrap(await api.client.get());
 *   return json({ me }, { headers: await headers() });
 * }
 */
export function createApi(request: Request, session: WebSession, options: CreateApiOptions): RequestApi {
  const { kit } = options;
  let changed = false;
  let unauthorized: UnauthorizedEvent | undefined;
  const forwarded = forwardedCookieHeader(request);
  const baseFetch = options.fetch ?? globalThis.fetch;
  const siteKey = options.siteKey;
  const fetchWithCookies: typeof fetch = (input, init) => {
    if (!forwarded && siteKey === undefined) return baseFetch(input, init);
    const req = new Request(input, init);
    if (forwarded) req.headers.set('cookie', forwarded);
    if (siteKey !== undefined)
      for (const [key, value] of Object.entries(siteHopHeaders(siteKey))) req.headers.set(key, value);
    return baseFetch(req);
  };
  const client = createClient({
    baseUrl: options.baseUrl,
    fetch: fetchWithCookies,
    maxRetryAfter: PAGE_MAX_RETRY_AFTER_MS,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.onMalformedResponse && { onMalformedResponse: options.onMalformedResponse }),
    getToken: () => (options.readToken ? options.readToken(session) : kit.getToken(session)),
    onToken: (token) => {
      if (options.storeToken) options.storeToken(session, token);
      else kit.setToken(session, token);
      changed = true;
    },
    onUnauthorized: (event) => {
      // A 401 of a public call (wrong password at login) is an answer, not a lost session.
      if (event.endpointId.startsWith('public.')) return;
      if (options.endsSession && !options.endsSession(event)) return;
      unauthorized = event;
    },
  });

  async function logoutRedirect(): Promise<never> {
    const url = new URL(request.url);
    const back = safeRedirect(`${url.pathname}${url.search}`, options.loginPath);
    const target =
      request.method === 'GET' && back !== options.loginPath
        ? `${options.loginPath}?redirectTo=${encodeURIComponent(back)}`
        : options.loginPath;
    throw redirect(target, { headers: { 'Set-Cookie': await kit.destroy(session) } });
  }

  function wrapGroup<G extends object>(group: G): G {
    return new Proxy(group, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          let result: unknown;
          try {
            result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } catch (error) {
            if (!isApiUnavailable(error)) throw error;
            console.warn('site: the API is unavailable', (error as Error).message);
            throw apiUnavailableResponse();
          }
          if (unauthorized) await logoutRedirect();
          return result;
        };
      },
    });
  }

  // Each group is built and wrapped when the request first uses it: a page that reads one group (or
  // none: a public page) does not build the SDK's hundreds of methods for each request.
  const groups: Partial<LenderClient> = {};
  const group = <K extends keyof LenderClient>(key: K): LenderClient[K] => {
    const made = groups[key] ?? wrapGroup(client[key]);
    groups[key] = made;
    return made as LenderClient[K];
  };
  const api: LenderClient = {
    get public() {
      return group('public');
    },
    get client() {
      return group('client');
    },
    get backOffice() {
      return group('backOffice');
    },
  };

  return {
    api,
    get tokenChanged() {
      return changed;
    },
    async headers() {
      const headers = new Headers();
      if (changed) headers.append('Set-Cookie', await kit.commit(session));
      return headers;
    },
  };
}
