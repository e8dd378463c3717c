import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { type BackOfficeOfferQuery, CLIENT_STATUS, type ManualDecisionRequest } from '@lender/contracts';

/** The query of the back-office offer with its amount in centavos (the API converts the pesos). */
export type BackOfficeOfferRequest = Omit<BackOfficeOfferQuery, 'amount'> & {
  readonly amount?: number | undefined;
};

/** A page request and the page it gives (pagination headers of spec §7 come from `total`). */
export interface PageRequest {
  page: number;
  perPage: number;
}
export interface Page<T> {
  items: T[];
  total: number;
  /** `total` is the planner's estimate (more than `EXACT_COUNT_LIMIT` rows match, ADR 064). */
  totalEstimated?: boolean;
}

/** Client status changes of the back office (ADR 226). */
export type ClientStatusAction = 'block' | 'unblock' | 'blacklist';

/**
 * From which statuses each action may start, and where it leads. Unblocking a blacklisted client
 * needs the blacklist permission (checked by the service).
 */
export const CLIENT_STATUS_ACTIONS = {
  block: {
    from: [CLIENT_STATUS.active, CLIENT_STATUS.verification, CLIENT_STATUS.bankAccountSelect],
    to: CLIENT_STATUS.blocked,
  },
  unblock: { from: [CLIENT_STATUS.blocked, CLIENT_STATUS.blacklisted], to: CLIENT_STATUS.active },
  blacklist: {
    from: [
      CLIENT_STATUS.active,
      CLIENT_STATUS.blocked,
      CLIENT_STATUS.verification,
      CLIENT_STATUS.bankAccountSelect,
    ],
    to: CLIENT_STATUS.blacklisted,
  },
} as const satisfies Record<ClientStatusAction, { from: readonly number[]; to: number }>;

/** Where each manual decision moves an application in manual verification (spec §4). */
export const MANUAL_DECISION_OUTCOMES = {
  approve: APPLICATION_STATUS.accepted,
  approve_decrease: APPLICATION_STATUS.yhatDecrease,
  reject: APPLICATION_STATUS.rejected,
} as const satisfies Record<ManualDecisionRequest['decision'], number>;

/** How many recent rows of each section the client detail shows. */
export const CLIENT_DETAIL_MESSAGES_LIMIT = 100;
export const CLIENT_DETAIL_LEDGER_LIMIT = 500;

/** The back-office operations (issue 6, ADR 026). Every change is written to the audit log. */
