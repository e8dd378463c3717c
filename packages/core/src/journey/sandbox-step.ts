import type { FlowState, FlowStep } from '@lender/contracts';
import { updateSandbox } from '../sandbox/sandbox-rows';
import { flow } from './flow';
import type { JourneyContext } from './journey-state';

/**
 * `PUT client/sandbox/step` (spec §6, ADR 021): forces the client's journey step (the sandbox must
 * have been started, `sandbox_not_allowed`) and answers the flow as `GET flow` now computes it.
 */
export async function sandboxStep(
  ctx: JourneyContext,
  {
    actorId: clientId,
    body: { step },
  }: { readonly actorId: number; readonly body: { readonly step: FlowStep } },
): Promise<FlowState> {
  await updateSandbox(ctx, clientId, { forcedStep: step });
  return flow(ctx, { actorId: clientId });
}
