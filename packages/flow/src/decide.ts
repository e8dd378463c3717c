import { externalLoginUrl, type QueryInput } from './internal/external-login-url.js';
import { PROGRESS_INITIAL_REGISTRATION } from './progress.js';
import { ACCEPTED_ROUTES, type RouteName, routeKind } from './routes.js';
import { allowedRoutes, EXTERNAL, stepTarget } from './step-routes.js';
import { type FlowState, isFlowStep } from './steps.js';

export type { QueryInput as FlowQuery } from './internal/external-login-url.js';

/** What the flow knows about the signed-in person. */
export interface FlowAuth {
  /** A user without the `mfa` flag is logged in. */
  readonly loggedIn: boolean;
  /** The client's first name; a blank or missing name counts as unknown. */
  readonly firstName?: string | null;
}

/**
 * Why the flow decides: `navigation` when the client arrives on a route (the routing
 * middleware), `poll` for the refresh every 10 seconds.
 */
export type FlowTrigger = 'navigation' | 'poll';

/** Everything {@link decide} reads. */
export interface DecideInput {
  /** The current route name, e.g. `'registration-employment___es'`. */
  readonly route: string;
  readonly auth: FlowAuth;
  /** The client's flow from `GET /flow`, or `null` while it is not fetched yet. */
  readonly flow: FlowState | null;
  /**
   * Whether sandbox mode may be started: an admin, or the `qa-disable-flow` cookie.
   * @default false
   */
  readonly sandboxAllowed?: boolean;
  /** @default 'navigation' */
  readonly trigger?: FlowTrigger;
  /** The current query, passed on to the external login of the `facebook` step. */
  readonly query?: QueryInput;
  /** The client's application id, passed on to the external login of the `facebook` step. */
  readonly applicationId?: string | number | null;
  /** The absolute URL of the external (facebook) login. */
  readonly externalLoginUrl: string;
}

/** Why the client stays where they are. */
export type StayReason =
  | 'unknown-route'
  | 'not-a-flow-route'
  | 'sandbox'
  | 'logged-out'
  | 'accepted-page'
  | 'awaiting-flow'
  | 'unknown-step'
  | 'verification-step'
  | 'awaiting-application'
  | 'on-step-route';

/** Why the client is sent elsewhere. */
export type RedirectReason = 'logged-out' | 'private-page' | 'flow-completed' | 'verification' | 'step-route';

/** The client stays on the current route. */
export interface StayDecision {
  readonly type: 'stay';
  readonly reason: StayReason;
  /** Set when the rule also sets the progress bar (logged out: 30). */
  readonly progress?: number;
}

/** The client goes to another route of the site. */
export interface RedirectDecision {
  readonly type: 'redirect';
  readonly route: RouteName;
  /**
   * A soft redirect replaces the current history entry on the client side instead of adding one
   * (the logged-out client is "soft-redirected to registration").
   */
  readonly soft: boolean;
  readonly reason: RedirectReason;
  /** Set when the rule also sets the progress bar (logged out: 30). */
  readonly progress?: number;
}

/** The client leaves the site for the external (facebook) login. */
export interface ExternalDecision {
  readonly type: 'external';
  readonly url: string;
  readonly reason: 'facebook-login';
}

/** Sandbox mode may be started on a registration route: start it and stop routing. */
export interface SandboxDecision {
  readonly type: 'sandbox';
  readonly reason: 'sandbox-allowed';
}

/** The answer of {@link decide}. */
export type FlowDecision = StayDecision | RedirectDecision | ExternalDecision | SandboxDecision;

const LOADING_ROUTE = 'application-loading___es' satisfies RouteName;
const REGISTRATION_ROUTE = 'registration___es' satisfies RouteName;
const LOGIN_ROUTE = 'login___es' satisfies RouteName;
const ACCEPTED: ReadonlySet<string> = new Set(ACCEPTED_ROUTES);

/**
 * Decides where the client belongs. Pure: the same input always
 * gives the same answer, so Remix loaders call it directly and the machine calls it on every
 * change. The rules, first match wins:
 *
 * 1. Unknown routes, public routes and profile pages other than the loan pages: stay.
 * 2. Sandbox allowed: on a registration route start sandbox (`sandbox`), elsewhere stay: sandbox
 *    skips the flow and the auth guard.
 * 3. Logged out: on a loan page go to login (a private page); on registration,
 *    application or `/flow`, progress 30 and a soft redirect to `registration___es` (stay there
 *    when already on it).
 * 4. On an accepted page: stay. Flow not fetched yet, or a step this version does not know: stay.
 * 5. A poll at the `verification` step: stay.
 * 6. Status `completed` or step `verification`: `application-loading___es`.
 * 7. Step `facebook`: the external login with the current query plus the application id.
 * 8. Otherwise the step's page ({@link STEP_ROUTES}); `new_client_created` with a known first
 *    name goes to `application-apply___es`. A client already on an allowed page stays.
 *
 * @example
 * ```ts
 * import { decide } from '@lender/flow';
 *
 * decide({
 *   route: 'application-apply___es',
 *   auth: { loggedIn: true, firstName: 'Ana' },
 *   flow: { step: 'work_info', status: 'active' },
 *   externalLoginUrl: 'https://login.example.com/facebook',
 * });
 * //=> { type: 'redirect', route: 'registration-employment___es', soft: false, reason: 'step-route' }
 * ```
 */
export function decide(input: DecideInput): FlowDecision {
  const { route, auth, flow } = input;
  const kind = routeKind(route);
  if (kind === undefined) return { type: 'stay', reason: 'unknown-route' };
  if (kind === 'public' || kind === 'profile') return { type: 'stay', reason: 'not-a-flow-route' };

  if (input.sandboxAllowed === true) {
    return kind === 'registration'
      ? { type: 'sandbox', reason: 'sandbox-allowed' }
      : { type: 'stay', reason: 'sandbox' };
  }

  if (!auth.loggedIn) {
    if (kind === 'my-loan')
      return { type: 'redirect', route: LOGIN_ROUTE, soft: false, reason: 'private-page' };
    if (route === REGISTRATION_ROUTE) {
      return { type: 'stay', reason: 'logged-out', progress: PROGRESS_INITIAL_REGISTRATION };
    }
    return {
      type: 'redirect',
      route: REGISTRATION_ROUTE,
      soft: true,
      reason: 'logged-out',
      progress: PROGRESS_INITIAL_REGISTRATION,
    };
  }

  if (ACCEPTED.has(route)) return { type: 'stay', reason: 'accepted-page' };
  if (flow === null) return { type: 'stay', reason: 'awaiting-flow' };
  if (!isFlowStep(flow.step)) return { type: 'stay', reason: 'unknown-step' };
  const trigger = input.trigger ?? 'navigation';
  if (trigger === 'poll' && flow.step === 'verification')
    return { type: 'stay', reason: 'verification-step' };

  if (flow.status === 'completed' || flow.step === 'verification') {
    return route === LOADING_ROUTE
      ? { type: 'stay', reason: 'on-step-route' }
      : {
          type: 'redirect',
          route: LOADING_ROUTE,
          soft: false,
          reason: flow.status === 'completed' ? 'flow-completed' : 'verification',
        };
  }

  const firstNameKnown = isKnownName(auth.firstName);
  const target = stepTarget(flow.step, { firstNameKnown });
  if (target === EXTERNAL) {
    const applicationId = input.applicationId;
    if (applicationId === undefined || applicationId === null || String(applicationId) === '') {
      return { type: 'stay', reason: 'awaiting-application' };
    }
    return {
      type: 'external',
      url: externalLoginUrl(input.externalLoginUrl, input.query, String(applicationId)),
      reason: 'facebook-login',
    };
  }
  if ((allowedRoutes(flow.step, { firstNameKnown }) as readonly string[]).includes(route)) {
    return { type: 'stay', reason: 'on-step-route' };
  }
  return { type: 'redirect', route: target, soft: false, reason: 'step-route' };
}

function isKnownName(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.trim() !== '';
}
