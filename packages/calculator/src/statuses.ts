// Status codes of the platform, with the numbers the API sends.
import { exhaustiveList } from './internal/exhaustive';

/**
 * Client status codes by name. A blocked client is logged out.
 *
 * @example
 * ```ts
 * import { CLIENT_STATUS } from '@lender/calculator/platform';
 *
 * if (profile.status === CLIENT_STATUS.blocked) logout();
 * ```
 */
export const CLIENT_STATUS = {
  active: 1,
  blocked: 2,
  blacklisted: 3,
  verification: 4,
  bankAccountSelect: 5,
} as const;

/**
 * A client status code.
 *
 * @example
 * ```ts
 * const status: ClientStatus = CLIENT_STATUS.verification; // 4
 * ```
 */
export type ClientStatus = (typeof CLIENT_STATUS)[keyof typeof CLIENT_STATUS];
/**
 * A client status name, a key of `CLIENT_STATUS`.
 *
 * @example
 * ```ts
 * const name: ClientStatusName = 'bankAccountSelect';
 * ```
 */
export type ClientStatusName = keyof typeof CLIENT_STATUS;

/**
 * Every client status code, in the order the platform lists them; checked against `ClientStatus` at compile time.
 *
 * @example
 * ```ts
 * import { CLIENT_STATUSES } from '@lender/calculator/platform';
 *
 * const options = CLIENT_STATUSES.map((code) => ({ value: code })); // a back-office filter
 * ```
 */
export const CLIENT_STATUSES = exhaustiveList<ClientStatus>()([1, 2, 3, 4, 5]);

/**
 * Application status codes by name.
 *
 * @example
 * ```ts
 * import { APPLICATION_STATUS } from '@lender/calculator/platform';
 *
 * const approve = application.status === APPLICATION_STATUS.specialOffer ? approveSpecialOffer : approveYhatDecrease;
 * ```
 */
export const APPLICATION_STATUS = {
  new: 1,
  signing: 2,
  accepted: 3,
  completed: 4,
  canceled: 5,
  rejected: 6,
  verification: 7,
  specialOffer: 13,
  manualVerification: 14,
  yhatDecrease: 17,
  yhatIncrease: 18,
  terminated: 23,
  decisionError: 401,
} as const;

/**
 * An application status code.
 *
 * @example
 * ```ts
 * const status: ApplicationStatus = APPLICATION_STATUS.manualVerification; // 14
 * ```
 */
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
/**
 * An application status name, a key of `APPLICATION_STATUS`.
 *
 * @example
 * ```ts
 * const name: ApplicationStatusName = 'yhatIncrease';
 * ```
 */
export type ApplicationStatusName = keyof typeof APPLICATION_STATUS;

/**
 * Every application status code, in the order the platform lists them; checked against `ApplicationStatus` at compile time.
 *
 * @example
 * ```ts
 * import { APPLICATION_STATUSES } from '@lender/calculator/platform';
 *
 * const known = APPLICATION_STATUSES.length; // 13
 * ```
 */
export const APPLICATION_STATUSES = exhaustiveList<ApplicationStatus>()([
  1, 2, 3, 4, 5, 6, 7, 13, 14, 17, 18, 23, 401,
]);

/**
 * Loan status codes by name.
 *
 * @example
 * ```ts
 * import { LOAN_STATUS } from '@lender/calculator/platform';
 *
 * const isOpen = loan.status === LOAN_STATUS.active;
 * ```
 */
export const LOAN_STATUS = {
  draft: 1,
  cancelled: 2,
  canNotMakeOffer: 3,
  active: 4,
  paid: 5,
  onHold: 6,
  terminated: 8,
  soldDebt: 9,
  writeOff: 10,
} as const;

/**
 * A loan status code (there is no 7).
 *
 * @example
 * ```ts
 * const status: LoanStatus = LOAN_STATUS.paid; // 5
 * ```
 */
export type LoanStatus = (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS];
/**
 * A loan status name, a key of `LOAN_STATUS`.
 *
 * @example
 * ```ts
 * const name: LoanStatusName = 'soldDebt';
 * ```
 */
export type LoanStatusName = keyof typeof LOAN_STATUS;

/**
 * Every loan status code, in the order the platform lists them; checked against `LoanStatus` at compile time.
 *
 * @example
 * ```ts
 * import { LOAN_STATUSES } from '@lender/calculator/platform';
 *
 * LOAN_STATUSES.length; // 9
 * ```
 */
export const LOAN_STATUSES = exhaustiveList<LoanStatus>()([1, 2, 3, 4, 5, 6, 8, 9, 10]);
