// Client classification and status rules.
import { APPLICATION_STATUS } from './statuses';

/**
 * What classification reads of a client.
 *
 * @example
 * ```ts
 * const client: ClassifiedClient = { authorized: true, closedLoansCount: 2, hasActiveLoan: false };
 * ```
 */
export interface ClassifiedClient {
  /** Signed in as a client. */
  readonly authorized: boolean;
  readonly closedLoansCount: number;
  readonly hasActiveLoan: boolean;
  /** Has applications that were not cancelled. @default false */
  readonly hasUncancelledApplications?: boolean;
}

/**
 * The client types.
 *
 * @example
 * ```ts
 * const type: ClientType = clientType(client); // 'repeated'
 * ```
 */
export type ClientType = 'first' | 'additional' | 'repeated';

/**
 * The client type: `first` = no closed loans and no active loan; `additional` = an
 * active loan exists; `repeated` = authorised and neither. A guest (`null`), and an unauthorised
 * profile that is neither first nor additional, count as `first`: nothing proves they returned.
 *
 * @example
 * ```ts
 * import { clientType } from '@lender/calculator/platform';
 *
 * clientType({ authorized: true, closedLoansCount: 2, hasActiveLoan: false }); // 'repeated'
 * clientType({ authorized: true, closedLoansCount: 0, hasActiveLoan: true }); // 'additional'
 * clientType(null); // 'first'
 * ```
 */
export function clientType(client: ClassifiedClient | null | undefined): ClientType {
  if (!client || (client.closedLoansCount <= 0 && !client.hasActiveLoan)) return 'first';
  if (client.hasActiveLoan) return 'additional';
  return client.authorized ? 'repeated' : 'first';
}

/**
 * The submit rule: a repeat client is authorised and has closed loans, or an
 * additional (active) loan, or no uncancelled applications. A repeat client's submit completes
 * the fraud-scoring session and creates the application directly.
 *
 * @example
 * ```ts
 * import { isRepeatClient } from '@lender/calculator/platform';
 *
 * isRepeatClient({ authorized: true, closedLoansCount: 1, hasActiveLoan: false, hasUncancelledApplications: true }); // true
 * isRepeatClient({ authorized: false, closedLoansCount: 1, hasActiveLoan: false }); // false
 * ```
 */
export function isRepeatClient(client: ClassifiedClient | null | undefined): boolean {
  if (!client?.authorized) return false;
  return client.closedLoansCount > 0 || client.hasActiveLoan || !client.hasUncancelledApplications;
}

const INACTIVE_APPLICATION_STATUSES: readonly number[] = [
  APPLICATION_STATUS.canceled,
  APPLICATION_STATUS.completed,
  APPLICATION_STATUS.rejected,
  APPLICATION_STATUS.terminated,
];

/**
 * An application is active unless canceled, completed, rejected or terminated.
 *
 * @param status - an application status code (`APPLICATION_STATUS`).
 * @example
 * ```ts
 * import { APPLICATION_STATUS, isApplicationActive } from '@lender/calculator/platform';
 *
 * isApplicationActive(APPLICATION_STATUS.signing); // true
 * isApplicationActive(APPLICATION_STATUS.rejected); // false
 * ```
 */
export function isApplicationActive(status: number): boolean {
  return !INACTIVE_APPLICATION_STATUSES.includes(status);
}

/**
 * A rollover of a loan.
 *
 * @example
 * ```ts
 * const rollover: Rollover = { status: 'inactive', type: 'cheap', invoices: [{ status: 'unpaid' }] };
 * ```
 */
export interface Rollover {
  readonly status: string;
  readonly type?: 'cheap' | 'expensive';
  readonly invoices: readonly { readonly status: string }[];
}

/**
 * A rollover is available when its status is `inactive` and some invoice is `unpaid` or `draft`.
 *
 * @example
 * ```ts
 * import { isRolloverAvailable } from '@lender/calculator/platform';
 *
 * isRolloverAvailable({ status: 'inactive', type: 'cheap', invoices: [{ status: 'unpaid' }] }); // true
 * isRolloverAvailable({ status: 'active', invoices: [{ status: 'unpaid' }] }); // false
 * ```
 */
export function isRolloverAvailable(rollover: Rollover): boolean {
  return (
    rollover.status === 'inactive' &&
    rollover.invoices.some((invoice) => invoice.status === 'unpaid' || invoice.status === 'draft')
  );
}
