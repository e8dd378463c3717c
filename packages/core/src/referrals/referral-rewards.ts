import { CLIENT_STATUS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import { clients, loans, referrals } from '@lender/db/schema';
import { OWING_LOAN_STATUSES, type ReferralRewardEligibility } from './referral-model';

/** True when the client owes nothing: no loan in an {@link OWING_LOAN_STATUSES} status. */
export async function clientOwesNothing(db: Database, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.clientId, clientId), inArray(loans.status, [...OWING_LOAN_STATUSES])))
    .limit(1);
  return row === undefined;
}

/**
 * The reward rule (ADR 224): a referral is rewarded when the referred client's first loan is paid
 * (`loan_paid`) and, at that moment, the referrer owes nothing (no active, on-hold, sold or
 * written-off loan) and is an active client. A referrer who owes is re-checked on every run and
 * rewarded once they owe nothing.
 */
export async function referralRewardEligibility(
  db: Database,
  referralId: number,
): Promise<ReferralRewardEligibility> {
  const [row] = await db
    .select({
      status: referrals.status,
      referrerId: referrals.referrerClientId,
      clientStatus: clients.status,
    })
    .from(referrals)
    .innerJoin(clients, eq(clients.id, referrals.referrerClientId))
    .where(eq(referrals.id, referralId));
  if (!row) return { eligible: false, reason: 'not_found' };
  if (row.status === 'rewarded') return { eligible: false, reason: 'already_rewarded' };
  if (row.status !== 'loan_paid') return { eligible: false, reason: 'referred_loan_not_paid' };
  if (row.clientStatus !== CLIENT_STATUS.active) return { eligible: false, reason: 'referrer_not_active' };
  if (!(await clientOwesNothing(db, row.referrerId))) return { eligible: false, reason: 'referrer_owes' };
  return { eligible: true, reason: null };
}
