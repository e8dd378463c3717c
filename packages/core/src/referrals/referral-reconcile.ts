import { LOAN_STATUS } from '@lender/contracts';
import { and, asc, eq, inArray, ne, sql } from '@lender/db/orm';
import { clients, loans, referrals } from '@lender/db/schema';
import { emailHashOf } from '../contact/email';
import {
  ISSUED_LOAN_STATUSES,
  REFERRAL_RECONCILE_BATCH,
  REFERRAL_REWARD_CENTAVOS,
  type ReferralReconcileResult,
  type ReferralsContext,
} from './referral-model';
import { referralRewardEligibility } from './referral-rewards';

/**
 * The job that moves referrals along from the clients and loans tables, and rewards them
 * (idempotent); `referrerId` limits it to one referrer (their list brings itself up to date).
 */
export async function reconcileReferrals(
  ctx: ReferralsContext,
  options: { referrerId?: number } = {},
): Promise<ReferralReconcileResult> {
  const { db, clock, pii } = ctx;
  const now = clock.now();
  const scope =
    options.referrerId === undefined ? undefined : eq(referrals.referrerClientId, options.referrerId);
  const result: ReferralReconcileResult = { registered: 0, loanIssued: 0, loanPaid: 0, rewarded: 0 };

  // invited → registered: the earliest live invitation of a contact wins the new client.
  const invited = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.status, 'invited'), scope))
    .orderBy(asc(referrals.createdAt), asc(referrals.id))
    .limit(REFERRAL_RECONCILE_BATCH);
  for (const row of invited) {
    const match =
      row.channel === 'phone'
        ? eq(clients.phoneHash, row.contactHash)
        : eq(clients.emailHash, emailHashOf(pii, pii.decrypt(row.contactEnc)));
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(match, ne(clients.id, row.referrerClientId), sql`${clients.createdAt} >= ${row.createdAt}`))
      .limit(1);
    if (!client) continue;
    const moved = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(eq(referrals.referredClientId, client.id));
      if (taken) return false;
      const updated = await tx
        .update(referrals)
        .set({ status: 'registered', referredClientId: client.id, registeredAt: now, updatedAt: now })
        .where(and(eq(referrals.id, row.id), eq(referrals.status, 'invited')))
        .returning({ id: referrals.id });
      if (updated.length === 0) return false;
      // Other invitations of the same person can no longer be accepted.
      await tx
        .update(referrals)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(
          and(
            eq(referrals.contactHash, row.contactHash),
            eq(referrals.status, 'invited'),
            ne(referrals.id, row.id),
          ),
        );
      return true;
    });
    if (moved) result.registered += 1;
  }

  // registered → loan_issued → loan_paid, from the referred client's first paid-out loan.
  const progressing = await db
    .select()
    .from(referrals)
    .where(and(inArray(referrals.status, ['registered', 'loan_issued']), scope))
    .orderBy(asc(referrals.id))
    .limit(REFERRAL_RECONCILE_BATCH);
  for (const row of progressing) {
    if (row.referredClientId === null) continue;
    const [first] = await db
      .select({ id: loans.id, status: loans.status })
      .from(loans)
      .where(and(eq(loans.clientId, row.referredClientId), inArray(loans.status, [...ISSUED_LOAN_STATUSES])))
      .orderBy(asc(loans.id))
      .limit(1);
    if (!first) continue;
    const paid = first.status === LOAN_STATUS.paid;
    const updated = await db
      .update(referrals)
      .set({
        status: paid ? 'loan_paid' : 'loan_issued',
        referredLoanId: first.id,
        ...(paid && { loanPaidAt: now }),
        updatedAt: now,
      })
      .where(and(eq(referrals.id, row.id), eq(referrals.status, row.status)))
      .returning({ id: referrals.id });
    if (updated.length === 0) continue;
    if (row.status === 'registered') result.loanIssued += 1;
    if (paid) result.loanPaid += 1;
  }

  // loan_paid → rewarded, when the referrer owes nothing.
  const payable = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.status, 'loan_paid'), scope))
    .orderBy(asc(referrals.id))
    .limit(REFERRAL_RECONCILE_BATCH);
  for (const { id } of payable) {
    if (!(await referralRewardEligibility(db, id)).eligible) continue;
    const updated = await db
      .update(referrals)
      .set({ status: 'rewarded', reward: REFERRAL_REWARD_CENTAVOS, rewardedAt: now, updatedAt: now })
      .where(and(eq(referrals.id, id), eq(referrals.status, 'loan_paid')))
      .returning({ id: referrals.id });
    if (updated.length > 0) {
      result.rewarded += 1;
      ctx.logger.info('referral rewarded', { referralId: id });
    }
  }
  return result;
}
