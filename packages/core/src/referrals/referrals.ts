import type { Referral } from '@lender/contracts';
import { desc, eq } from '@lender/db/orm';
import { referrals as referralsTable } from '@lender/db/schema';
import { type ReferralsContext, referralView } from './referral-model';
import { reconcileReferrals } from './referral-reconcile';

// Referrals (spec §7 `/referrals`, issue 6; ADR 224): the borrower's calls are use cases (`referrals`
// below, `create-referral.ts`, `update-referral.ts`) over the sending in `referral-invitations.ts`;
// the job is `referral-reconcile.ts`, the reward rule `referral-rewards.ts`; constants and types in
// `referral-model.ts`.
export {
  OWING_LOAN_STATUSES,
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_RECONCILE_BATCH,
  REFERRAL_REWARD_CENTAVOS,
  REFERRAL_STATUSES_MATCH_CONTRACT,
  type ReferralReconcileResult,
  type ReferralRewardEligibility,
  type ReferralsContext,
} from './referral-model';
export { clientOwesNothing, referralRewardEligibility } from './referral-rewards';

/** `GET referrals` (spec §7, ADR 224): the client's invitations, newest first, brought up to date first. */
export async function referrals(
  ctx: ReferralsContext,
  { actorId: clientId }: { readonly actorId: number },
): Promise<Referral[]> {
  await reconcileReferrals(ctx, { referrerId: clientId });
  const rows = await ctx.db
    .select()
    .from(referralsTable)
    .where(eq(referralsTable.referrerClientId, clientId))
    .orderBy(desc(referralsTable.createdAt), desc(referralsTable.id));
  return rows.map(referralView);
}
