import type { DecisionReasons } from '@lender/contracts';
import { reasonsOfNewest } from '../catalog/newest-decision-reasons';
import { CoreError } from '../errors/core-error';
import type { ApplicationsContext } from './application-context';

/**
 * `GET decision-reasons` (issue 52): what weighed in the decision of the client's newest decided
 * application, as borrower reasons, and when a new application is taken. `not_found` before any
 * decision.
 */
export async function decisionReasons(
  ctx: Pick<ApplicationsContext, 'db' | 'sandbox'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<DecisionReasons> {
  const found = await reasonsOfNewest(ctx.db, clientId, await ctx.sandbox.todayFor(clientId));
  if (!found) throw new CoreError('not_found');
  const { decidedOn: _decidedOn, ...reasons } = found;
  return reasons;
}
