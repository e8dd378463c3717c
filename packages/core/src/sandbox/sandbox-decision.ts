import type { ApplicationStatus, SANDBOX_DECISIONS, SandboxState } from '@lender/contracts';
import { type SandboxContext, sandboxState, updateSandbox } from './sandbox-rows';

/**
 * `PUT client/sandbox/decision` (spec §6): the outcome the client's next decisions take (null: the
 * rules decide). The sandbox must have been started (`sandbox_not_allowed`).
 */
export async function sandboxDecision(
  ctx: SandboxContext,
  {
    actorId: clientId,
    body,
  }: { readonly actorId: number; readonly body: { readonly status: ApplicationStatus } },
): Promise<SandboxState> {
  // The endpoint admits only SANDBOX_DECISIONS (`SandboxDecisionRequestSchema`).
  const status = body.status as (typeof SANDBOX_DECISIONS)[number];
  return sandboxState(await updateSandbox(ctx, clientId, { forcedDecision: status }));
}
