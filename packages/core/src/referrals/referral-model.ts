import { LOAN_STATUS, moneyFromCentavos, type Referral, type ReferralStatus } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { REFERRAL_STATUS_VALUES, referrals } from '@lender/db/schema';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { Providers } from '../providers/index';

type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The stored statuses are exactly the contract's `ReferralStatus` (checked at compile time). */
export const REFERRAL_STATUSES_MATCH_CONTRACT: SameMembers<
  (typeof REFERRAL_STATUS_VALUES)[number],
  ReferralStatus
> = true;

/** Invitations (new or resent) a client may send per Mexico City day (ADR 224). */
export const REFERRAL_INVITES_PER_DAY = 10;

/** The reward of a rewarded referral: 200 pesos, in centavos (ADR 224). */
export const REFERRAL_REWARD_CENTAVOS = 20_000;

/** Referrals one `reconcileReferrals` run looks at per step. */
export const REFERRAL_RECONCILE_BATCH = 200;

/**
 * Loan statuses in which the borrower still owes the lender (spec §4): an active loan has an
 * unpaid balance (overdue or not), a loan on hold too, and sold or written-off debt was never
 * repaid. A referrer with any of them gets no reward (ADR 224).
 */
export const OWING_LOAN_STATUSES = [
  LOAN_STATUS.active,
  LOAN_STATUS.onHold,
  LOAN_STATUS.soldDebt,
  LOAN_STATUS.writeOff,
] as const;

/** Loan statuses of a loan that was paid out to the borrower (it counts as the first loan). */
export const ISSUED_LOAN_STATUSES = [
  LOAN_STATUS.active,
  LOAN_STATUS.paid,
  LOAN_STATUS.onHold,
  LOAN_STATUS.soldDebt,
  LOAN_STATUS.writeOff,
] as const;

export const RATE_BUCKET = 'referral_invites';

export type ReferralRow = typeof referrals.$inferSelect;

export function referralView(row: ReferralRow): Referral {
  return {
    id: row.id,
    channel: row.channel,
    contactMasked: row.contactMasked,
    status: row.status,
    reward: row.reward === null ? null : moneyFromCentavos(row.reward),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why a referral is or is not rewarded now. */
export interface ReferralRewardEligibility {
  eligible: boolean;
  /** `null` when eligible. */
  reason:
    | 'not_found'
    | 'referred_loan_not_paid'
    | 'already_rewarded'
    | 'referrer_owes'
    | 'referrer_not_active'
    | null;
}

/** Counts of one `reconcileReferrals` run. */
export interface ReferralReconcileResult {
  registered: number;
  loanIssued: number;
  loanPaid: number;
  rewarded: number;
}

/** What the referral use cases and the job read: a part of core's `Core`. */
export interface ReferralsContext {
  db: Database;
  clock: Clock;
  logger: Logger;
  pii: PiiCrypto;
  providers: Pick<Providers, 'sms' | 'email'>;
}
