import type { PolicyChallenger } from '@lender/contracts';
import type { ApprovalsContext } from '../approval-rows';
import { authorize } from '../authorize';
import { challengerViews } from './challenger-rows';

/** `backOffice.policyChallengers` (ADR 332): every challenger, the running one first. */
export async function policyChallengers(
  ctx: Pick<ApprovalsContext, 'db'>,
  { actorId }: { actorId: number },
): Promise<PolicyChallenger[]> {
  await authorize(ctx, actorId, 'settings.read');
  return challengerViews(ctx.db);
}
