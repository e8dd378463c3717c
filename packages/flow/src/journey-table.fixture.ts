// Test-only data (imported by the tests, never by src/index.ts): the journey written out by hand
// from the journey's specification, so the tests do not read the tables they check.
import type { RouteKind, RouteName } from './routes.js';
import type { FlowStep } from './steps.js';

/** Where each step sends an active client whose first name is known, on arrival. */
export const EXPECTED_TARGET: Record<FlowStep, RouteName | 'external'> = {
  work_info: 'registration-employment___es',
  new_client_created: 'application-apply___es',
  facebook: 'external',
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
};

/** Pages besides the target where an active client (first name known) may stay. */
export const EXPECTED_ALSO: Partial<Record<FlowStep, readonly RouteName[]>> = {
  new_client_created: ['registration-details___es'],
  no_loan_page: ['application-apply___es'],
};

/** Whether the flow steers a client on a route of this kind. */
export const STEERED: Record<RouteKind, boolean> = {
  public: false,
  flow: true,
  registration: true,
  application: true,
  'my-loan': true,
  profile: false,
};

export const EXTERNAL_LOGIN = 'https://login.example.com/facebook?client=web';
