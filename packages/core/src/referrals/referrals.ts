import { createReferralInvitations } from './referral-invitations';
import type { ReferralsDeps, ReferralsService } from './referral-model';
import { createReferralReconcile } from './referral-reconcile';

// Referrals (spec §7 `/referrals`, issue 6; ADR 224), one file per use case (issue 19): the
// invitations (`referral-invitations.ts`), the reconcile job (`referral-reconcile.ts`) and the reward
// rule (`referral-rewards.ts`); constants and types in `referral-model.ts`.
export {
  OWING_LOAN_STATUSES,
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_RECONCILE_BATCH,
  REFERRAL_REWARD_CENTAVOS,
  REFERRAL_STATUSES_MATCH_CONTRACT,
  type ReferralReconcileResult,
  type ReferralRewardEligibility,
  type ReferralsDeps,
  type ReferralsService,
} from './referral-model';
export { clientOwesNothing, referralRewardEligibility } from './referral-rewards';

export function createReferralsService(deps: ReferralsDeps): ReferralsService {
  const reconcile = createReferralReconcile(deps);
  return { ...createReferralInvitations(deps, reconcile).service, ...reconcile.service };
}
