import type { RouteName } from './routes.js';
import type { FlowStep } from './steps.js';

/** Marks the one step whose page is outside the site: `facebook` (external login"). */
export const EXTERNAL = 'external';

/** The step's page: a route name of the site, or {@link EXTERNAL}. */
export type StepTarget = RouteName | typeof EXTERNAL;

/**
 * The page of every step (the flow step to page mapping; "The exact route per step
 * is not shown", so this table is ours, and the README records it).
 *
 * `new_client_created` maps to the details page here; with a known first name the flow sends the
 * client to `application-apply___es` instead, see {@link stepTarget}.
 *
 * @example
 * ```ts
 * import { STEP_ROUTES } from '@lender/flow';
 *
 * STEP_ROUTES.work_info; //=> 'registration-employment___es'
 * STEP_ROUTES.facebook; //=> 'external'
 * ```
 */
export const STEP_ROUTES = {
  work_info: 'registration-employment___es',
  new_client_created: 'registration-details___es',
  facebook: EXTERNAL,
  id_document_upload: 'registration-id-document-upload___es',
  payroll_upload: 'registration-payroll-upload___es',
  bank_statement_upload: 'registration-bank-statement-upload___es',
  offer_increase: 'application-offer-increase___es',
  offer_decrease: 'application-offer-decrease___es',
  otp_agreement: 'registration-summary___es',
  direct_debit_information: 'registration-debit-credit-card___es',
  address: 'registration-address___es',
  belvo: 'registration-belvo___es',
  relative_info: 'registration-reference___es',
  verification: 'application-loading___es',
  no_loan_page: 'profile-no-loan___es',
  loan_page: 'profile-my-loan___es',
  manual_page: 'application-manual-verification___es',
  reject_page: 'application-rejected___es',
  tmc_page: 'application-accepted___es',
  pre_approval_page: 'application-apply___es',
} as const satisfies Record<FlowStep, StepTarget>;

/**
 * Pages a step also allows besides its own ("no-loan page: also apply", "new client
 * created: details and apply"): a client on one of them is not redirected.
 *
 * @example
 * ```ts
 * import { STEP_ALSO_ALLOWED } from '@lender/flow';
 *
 * STEP_ALSO_ALLOWED.no_loan_page; //=> ['application-apply___es']
 * ```
 */
export const STEP_ALSO_ALLOWED = {
  no_loan_page: ['application-apply___es'],
  new_client_created: ['application-apply___es'],
} as const satisfies Partial<Record<FlowStep, readonly RouteName[]>>;

/**
 * The page for a step given whether the client's first name is known: the table
 * {@link STEP_ROUTES}, except `new_client_created` with a known first name, which goes to
 * `application-apply___es`.
 *
 * @example
 * ```ts
 * stepTarget('new_client_created', { firstNameKnown: true }); //=> 'application-apply___es'
 * stepTarget('new_client_created', { firstNameKnown: false }); //=> 'registration-details___es'
 * ```
 */
export function stepTarget(step: FlowStep, options: { readonly firstNameKnown: boolean }): StepTarget {
  if (step === 'new_client_created' && options.firstNameKnown) return 'application-apply___es';
  return STEP_ROUTES[step];
}

/**
 * The pages on which a client at this step stays: the step's page and the pages it also allows.
 * A client at `new_client_created` whose first name is unknown must fill in the details first, so
 * only the details page is allowed then.
 *
 * @example
 * ```ts
 * allowedRoutes('no_loan_page', { firstNameKnown: true });
 * //=> ['profile-no-loan___es', 'application-apply___es']
 * ```
 */
export function allowedRoutes(
  step: FlowStep,
  options: { readonly firstNameKnown: boolean },
): readonly RouteName[] {
  const target = stepTarget(step, options);
  const own: RouteName[] = target === EXTERNAL ? [] : [target];
  if (step === 'new_client_created') {
    return options.firstNameKnown ? [...own, 'registration-details___es'] : own;
  }
  if (step === 'no_loan_page') return [...own, ...STEP_ALSO_ALLOWED.no_loan_page];
  return own;
}
