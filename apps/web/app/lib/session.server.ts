import { createApi, createSessionKit, type RequestApi, type WebSession } from '@lender/web-kit';
import { PATHS } from '../paths';
import { env } from './env.server';
import { malformedReporter } from './malformed.server';

let kitInstance: ReturnType<typeof createSessionKit> | undefined;
/** The session cookie that holds the API token (web-kit; httpOnly, SameSite=Lax, Secure in production). */
export function kit() {
  kitInstance ??= createSessionKit({ secrets: env().sessionSecrets, production: env().production });
  return kitInstance;
}

export interface RequestContext extends RequestApi {
  session: WebSession;
  loggedIn: boolean;
  /**
   * The signed-in client's profile (`client.get`): one read for the root's loader and the page's of
   * a GET (issue 65, `profileOnce`); read again on each call while an action may change it.
   */
  profile: () => ReturnType<RequestApi['api']['client']['get']>;
}

/**
 * The root's loader and the page's run for the same request: they share one context (one session
 * read, one SDK client), and a session one of them changes is the one the other writes (issue 37).
 */
const contexts = new WeakMap<Request, Promise<RequestContext>>();

/** The SDK for this request (spec §4: 401/403 → log out and go to /ingresar). */
export function apiFor(request: Request): Promise<RequestContext> {
  let context = contexts.get(request);
  if (!context) {
    context = createContext(request);
    contexts.set(request, context);
  }
  return context;
}

async function createContext(request: Request): Promise<RequestContext> {
  const session = await kit().getSession(request);
  let reportTo: RequestApi['api'] | undefined;
  const requestApi = createApi(request, session, {
    baseUrl: env().apiUrl,
    kit: kit(),
    loginPath: PATHS.login,
    siteKey: env().siteKey,
    // Issue 36: one bad row never takes a page down; it is logged and reported.
    onMalformedResponse: malformedReporter(request, () => reportTo, kit().getToken(session) !== undefined),
  });
  reportTo = requestApi.api;
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const cookie = request.headers.get('cookie') ?? '';
  let profile: Profile | undefined;
  return {
    session,
    loggedIn: kit().getToken(session) !== undefined,
    profile: () => {
      if (!reads || cookie === '') return requestApi.api.client.get();
      profile ??= profileOnce(cookie, () => requestApi.api.client.get());
      return profile;
    },
    api: requestApi.api,
    headers: () => requestApi.headers(),
    get tokenChanged() {
      return requestApi.tokenChanged;
    },
  };
}

type Profile = ReturnType<RequestContext['profile']>;
/** The profile reads in flight, by the exact cookie they are made with: nothing kept after the answer. */
const profilesInFlight = new Map<string, Profile>();

/**
 * One `client.get` for the loaders of one render (issue 65). Remix hands each loader its own copy of
 * the request, so the root's and the page's contexts are two; their reads of the same session at
 * the same moment are joined while in flight, never kept: the next render reads again.
 */
export function profileOnce(cookie: string, read: () => Profile): Profile {
  const running = profilesInFlight.get(cookie);
  if (running) return running;
  const started = read();
  profilesInFlight.set(cookie, started);
  const settled = () => {
    if (profilesInFlight.get(cookie) === started) profilesInFlight.delete(cookie);
  };
  started.then(settled, settled);
  return started;
}

/** `Set-Cookie` that saves the session whatever changed in it. */
export async function commitHeaders(session: WebSession): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await kit().commit(session) });
}

/** True when the browser has the QA cookie that allows sandbox mode (spec §6). */
export function hasQaCookie(request: Request): boolean {
  return /(?:^|;\s*)qa-disable-flow=/.test(request.headers.get('cookie') ?? '');
}
