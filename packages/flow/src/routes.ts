/**
 * The suffix every route name carries ("All route names carry the suffix ___es").
 */
export const ROUTE_SUFFIX = '___es';

/**
 * Every route by name, as the apps register them: the path's English name (or the
 * label the site gives in parentheses) with `/` turned into `-`, plus `___es`.
 *
 * @example
 * ```ts
 * import { ROUTE_NAMES } from '@lender/flow';
 *
 * ROUTE_NAMES.includes('registration-employment___es'); //=> true
 * ```
 */
export const ROUTE_NAMES = [
  // Public.
  'index___es',
  'about___es',
  'contact___es',
  'documents___es',
  'faq___es',
  'how-to-pay___es',
  'login___es',
  'print___es',
  'recover___es',
  'flow___es',
  // Registration.
  'registration___es',
  'registration-details___es',
  'registration-employment___es',
  'registration-reference___es',
  'registration-address___es',
  'registration-belvo___es',
  'registration-debit-credit-card___es',
  'registration-id-document-upload___es',
  'registration-payroll-upload___es',
  'registration-bank-statement-upload___es',
  'registration-summary___es',
  // Application.
  'application-apply___es',
  'application-loading___es',
  'application-accepted___es',
  'application-accepted-cash___es',
  'application-rejected___es',
  'application-manual-verification___es',
  'application-offer-increase___es',
  'application-offer-decrease___es',
  // Profile.
  'profile___es',
  'profile-my-loan___es',
  'profile-no-loan___es',
  'profile-change-email___es',
  'profile-change-password___es',
  'profile-change-phone___es',
] as const;

/** A route name, e.g. `'application-loading___es'`. */
export type RouteName = (typeof ROUTE_NAMES)[number];

/**
 * What the flow does on a kind of route:
 * - `public`: never redirected by the flow.
 * - `flow`: the `/flow` dispatcher page; always sends the client to the step's route.
 * - `registration`, `application`, `my-loan`: the flow redirects when the step maps elsewhere.
 * - `profile`: private pages the flow leaves alone (only the logged-out rule applies).
 */
export const ROUTE_KINDS = ['public', 'flow', 'registration', 'application', 'my-loan', 'profile'] as const;

/** One of {@link ROUTE_KINDS}. */
export type RouteKind = (typeof ROUTE_KINDS)[number];

/**
 * The kind of every route name. `my-loan` holds both loan pages of the profile (`profile-my-loan`
 * and `profile-no-loan`): which of the two a client sees is the flow's choice (`loan_page` or
 * `no_loan_page`), so the flow keeps it right.
 *
 * @example
 * ```ts
 * import { ROUTE_KIND } from '@lender/flow';
 *
 * ROUTE_KIND['profile-my-loan___es']; //=> 'my-loan'
 * ```
 */
export const ROUTE_KIND = {
  index___es: 'public',
  about___es: 'public',
  contact___es: 'public',
  documents___es: 'public',
  faq___es: 'public',
  'how-to-pay___es': 'public',
  login___es: 'public',
  print___es: 'public',
  recover___es: 'public',
  flow___es: 'flow',
  registration___es: 'registration',
  'registration-details___es': 'registration',
  'registration-employment___es': 'registration',
  'registration-reference___es': 'registration',
  'registration-address___es': 'registration',
  'registration-belvo___es': 'registration',
  'registration-debit-credit-card___es': 'registration',
  'registration-id-document-upload___es': 'registration',
  'registration-payroll-upload___es': 'registration',
  'registration-bank-statement-upload___es': 'registration',
  'registration-summary___es': 'registration',
  'application-apply___es': 'application',
  'application-loading___es': 'application',
  'application-accepted___es': 'application',
  'application-accepted-cash___es': 'application',
  'application-rejected___es': 'application',
  'application-manual-verification___es': 'application',
  'application-offer-increase___es': 'application',
  'application-offer-decrease___es': 'application',
  profile___es: 'profile',
  'profile-my-loan___es': 'my-loan',
  'profile-no-loan___es': 'my-loan',
  'profile-change-email___es': 'profile',
  'profile-change-password___es': 'profile',
  'profile-change-phone___es': 'profile',
} as const satisfies Record<RouteName, RouteKind>;

/**
 * The accepted pages, which the flow never leaves (the accepted page"):
 * the client reads the signed offer there while the server moves the step on.
 */
export const ACCEPTED_ROUTES = [
  'application-accepted___es',
  'application-accepted-cash___es',
] as const satisfies readonly RouteName[];

const ROUTE_SET: ReadonlySet<string> = new Set(ROUTE_NAMES);

/**
 * Whether a string is a route name.
 *
 * @example
 * ```ts
 * isRouteName('faq___es'); //=> true
 * isRouteName('faq'); //=> false
 * ```
 */
export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && ROUTE_SET.has(value);
}

/**
 * The kind of a route name, or `undefined` for a name outside the site's routes (the app shows its 404).
 *
 * @example
 * ```ts
 * routeKind('application-apply___es'); //=> 'application'
 * routeKind('nope___es'); //=> undefined
 * ```
 */
export function routeKind(route: string): RouteKind | undefined {
  return isRouteName(route) ? ROUTE_KIND[route] : undefined;
}
