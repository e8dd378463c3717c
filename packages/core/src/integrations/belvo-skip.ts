import type { FlowState } from '@lender/contracts';
import { bankLinks } from '@lender/db/schema';
import { flow } from '../journey/flow';
import type { IntegrationsContext } from './integrations-context';

/**
 * `POST belvo/skip` (spec §7, ADR 025): records once that the client goes on without a bank link,
 * and answers the journey after the step.
 */
export async function belvoSkip(
  ctx: IntegrationsContext,
  { actorId: clientId }: { readonly actorId: number },
): Promise<FlowState> {
  await ctx.db
    .insert(bankLinks)
    .values({
      clientId,
      provider: ctx.providers.bankLink.name,
      status: 'skipped',
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing();
  return flow(ctx, { actorId: clientId });
}
