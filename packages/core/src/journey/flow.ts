import { FLOW_TOTAL_STEPS, type FlowState } from '@lender/contracts';
import type { clients } from '@lender/db/schema';
import type { JourneyRows } from './journey-rows';
import { type JourneyContext, journeyState } from './journey-state';

/**
 * `GET flow` (spec §4, ADR 021): `{ step, status, errors, percent, totalSteps }`, the step computed
 * on the server. `session.client` is the client row when the caller has just read it (the auth
 * guard), and `session.journeyRows` what the step depends on, read in the same statement (issue 17,
 * ADR 091).
 */
export async function flow(
  ctx: JourneyContext,
  {
    actorId: clientId,
    session,
  }: {
    readonly actorId: number;
    readonly session?: { readonly client?: typeof clients.$inferSelect; readonly journeyRows?: JourneyRows };
  },
): Promise<FlowState> {
  const { journey, percent, errors, reapplyOn } = await journeyState(
    ctx,
    clientId,
    session?.client,
    session?.journeyRows,
  );
  return {
    step: journey.step,
    status: journey.status,
    errors,
    percent,
    totalSteps: FLOW_TOTAL_STEPS as typeof FLOW_TOTAL_STEPS,
    ...(reapplyOn !== null && { reapplyFrom: reapplyOn }),
  };
}
