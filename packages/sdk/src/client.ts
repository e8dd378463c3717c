import { ENDPOINT_LIST } from '@lender/contracts';
import type { EndpointCall } from '@lender/contracts/mini';
import type { MalformedResponseReport, UnauthorizedEvent } from './client-events.js';
import { type CallInput, callEndpoint, type RequestConfig } from './internal/request.js';
import { CLIENT_GROUPS, type ClientGroup, type GroupMethods, methodSlot } from './methods.js';

/** "Request timeout 180" (seconds). */
export const REQUEST_TIMEOUT_MS = 180_000;

/** How many times a retriable call is tried again after a network failure or a 408/502/503/504. */
export const DEFAULT_RETRY_LIMIT = 2;

/** Options of {@link createClient}. */
export interface ClientOptions {
  /**
   * Where the API lives: scheme, host and any path prefix before `/web`. In a browser behind the
   * web app's `/web/*` proxy this is the page's origin.
   *
   * @example 'https://api.example.mx'
   * @example window.location.origin
   */
  baseUrl: string;
  /**
   * Returns the access token to send as `Authorization: Bearer …`, or nothing for a
   * guest. Called before every request, so a refreshed token is used at once.
   *
   * @default no token
   * @example
   * ```ts
   * getToken: () => session.get('token')
   * ```
   */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Stores a new token: called when a response body carries `Authorization` (login,
   * registration, back-office TOTP step, token refresh).
   *
   * @default the token is not stored
   * @example
   * ```ts
   * onToken: (token) => session.set('token', token)
   * ```
   */
  onToken?: (token: string) => void | Promise<void>;
  /**
   * Called on any 401 or 403 before the call resolves (the apps log the user out and
   * redirect to login). The call still resolves with the failed result.
   *
   * @default nothing happens
   * @example
   * ```ts
   * onUnauthorized: () => { session.unset('token'); throw redirect('/login'); }
   * ```
   */
  onUnauthorized?: (event: UnauthorizedEvent) => void | Promise<void>;
  /**
   * Called when a 2xx answer does not match its contract. Without it such a call
   * throws `MalformedResponseError`. With it, the call resolves with what can be read: each
   * list element holding a bad value is left out (a row), a bad field outside any list is set to
   * `null`, both named in `result.invalid`, and the hook is told (log it, report it). When even
   * that cannot be read (a required field of the record itself), the hook is told and the call
   * throws `MalformedResponseError` as before.
   *
   * @default the call throws `MalformedResponseError`
   * @example
   * ```ts
   * onMalformedResponse: (report) => logger.error('malformed answer', report)
   * ```
   */
  onMalformedResponse?: (report: MalformedResponseReport) => void | Promise<void>;
  /**
   * The `fetch` to use: a framework's server-side fetch, or a fake in tests.
   *
   * @default globalThis.fetch
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Time limit of each attempt, in milliseconds, or `false` for none.
   *
   * @default 180_000
   */
  timeout?: number | false;
  /**
   * How many times a GET, or a call made safe by its `Idempotency-Key`, is tried again after a
   * network failure or a 408, 502, 503 or 504. Other calls are never retried.
   *
   * @default 2
   */
  retry?: number;
  /**
   * The longest a retry waits for a 503's `Retry-After`, in milliseconds: a longer one is waited
   * this long instead. A server rendering a page sets it low, so a person sees the page saying the
   * service is down within seconds rather than after every `Retry-After` in turn.
   *
   * @default no limit: the whole `Retry-After`
   */
  maxRetryAfter?: number;
}

/** A typed `/web` client: one method per endpoint of the `@lender/contracts` catalogue. */
export interface LenderClient {
  /** `/web/public/*`: anyone may call these. */
  readonly public: GroupMethods<'public'>;
  /** `/web/private/client/*`: a borrower's token. */
  readonly client: GroupMethods<'client'>;
  /** `/web/private/back-office/*` and the user logout: a back-office token after its TOTP step. */
  readonly backOffice: GroupMethods<'backOffice'>;
}

/**
 * Creates a client of the `/web` API. Every method resolves to the API's wrapper
 * `{ status, success, errors, data, message, pagination }` for 2xx and 4xx answers, and throws
 * `ServerError` (5xx), `NetworkError`, `TimeoutError` or `MalformedResponseError` otherwise.
 *
 * @example
 * ```ts
 * const api = createClient({
 *   baseUrl: 'https://api.example.mx',
 *   getToken: () => storage.token,
 *   onToken: (token) => { storage.token = token; },
 *   onUnauthorized: () => logOut(),
 * });
 * const result = await api.public.clientLogin({ body: { username: 'ana@example.mx', password: 'secreto1' } });
 * if (!result.success) showFieldErrors(result.errors);
 * ```
 */
export function createClient(options: ClientOptions): LenderClient {
  return createGroups(options, ENDPOINT_LIST, CLIENT_GROUPS) as LenderClient;
}

/**
 * What the `createClient` of an audience entry (`@lender/sdk/public`, `/client`, `/back-office`)
 * makes: the one `group` of {@link LenderClient}, alone, over that audience's catalogue (so a
 * bundle carries only its schemas), with the options, methods and results of {@link createClient}.
 * @internal
 */
export function createAudienceClient<Group extends ClientGroup>(
  options: ClientOptions,
  catalogue: Readonly<Record<string, EndpointCall>>,
  group: Group,
): Pick<LenderClient, Group> {
  let list = catalogueLists.get(catalogue);
  if (!list) {
    list = Object.values(catalogue);
    catalogueLists.set(catalogue, list);
  }
  return createGroups(options, list, [group]) as Pick<LenderClient, Group>;
}

/** An audience catalogue's endpoints as one list per catalogue, so its layout is worked out once. */
const catalogueLists = new WeakMap<object, readonly EndpointCall[]>();

/**
 * The methods of `groups` over the endpoints of `list` (the whole catalogue, or an audience's:
 * `@lender/sdk/public`, `/client`, `/back-office` pass only theirs, so a bundle carries only
 * their schemas; the calculator client passes the `zod/mini` forms of its two calls).
 * @internal
 */
export function createGroups(
  options: ClientOptions,
  list: readonly EndpointCall[],
  groups: readonly ClientGroup[],
): Partial<LenderClient> {
  const config: RequestConfig = {
    baseUrl: options.baseUrl,
    getToken: options.getToken,
    onToken: options.onToken,
    onUnauthorized: options.onUnauthorized,
    onMalformedResponse: options.onMalformedResponse,
    fetch: options.fetch,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: options.retry ?? DEFAULT_RETRY_LIMIT,
    maxRetryAfter: options.maxRetryAfter,
  };
  // A site builds a client per request (issue 65: ~3 % of the home page's server time went to
  // sorting the whole catalogue into methods each time). Which endpoint is which group's method is
  // worked out once per catalogue, and a group's methods are made the first time it is read.
  const layout = layoutOf(list);
  const methods: Record<string, Record<string, (input?: CallInput) => Promise<unknown>>> = {};
  for (const group of groups) {
    let made: Record<string, (input?: CallInput) => Promise<unknown>> | undefined;
    Object.defineProperty(methods, group, {
      enumerable: true,
      get: () => {
        made ??= Object.fromEntries(
          (layout.get(group) ?? []).map(([name, endpoint]) => [
            name,
            (input?: CallInput) => callEndpoint(config, endpoint, input),
          ]),
        );
        return made;
      },
    });
  }
  return methods as unknown as Partial<LenderClient>;
}

type Layout = ReadonlyMap<ClientGroup, ReadonlyArray<readonly [string, EndpointCall]>>;
const layouts = new WeakMap<readonly EndpointCall[], Layout>();

/** Each group's methods (name and endpoint) in a catalogue, in the catalogue's order; kept per catalogue. */
function layoutOf(list: readonly EndpointCall[]): Layout {
  let layout = layouts.get(list);
  if (layout) return layout;
  const byGroup = new Map<ClientGroup, Array<readonly [string, EndpointCall]>>();
  for (const endpoint of list) {
    const slot = methodSlot(endpoint.id);
    if (slot === undefined) continue;
    let group = byGroup.get(slot.group);
    if (!group) {
      group = [];
      byGroup.set(slot.group, group);
    }
    group.push([slot.name, endpoint]);
  }
  layout = byGroup;
  layouts.set(list, layout);
  return layout;
}
