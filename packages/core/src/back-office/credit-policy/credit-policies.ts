import type { CreditPolicy } from '@lender/contracts';
import type { ApprovalsContext } from '../approval-rows';
import { authorize } from '../authorize';
import { policyViews } from './policy-rows';

/**
 * `backOffice.creditPolicies` (ADR 330): every credit policy version, newest first — the one in
 * force, the drafts and the retired ones — with its cut-offs, people and pending publication.
 */
export async function creditPolicies(
  ctx: Pick<ApprovalsContext, 'db'>,
  { actorId }: { actorId: number },
): Promise<CreditPolicy[]> {
  await authorize(ctx, actorId, 'settings.read');
  return policyViews(ctx.db);
}
