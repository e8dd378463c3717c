import type { SANDBOX_DECISIONS, SandboxState } from '@lender/contracts';
import { type SandboxContext, sandboxState, updateSandbox } from './sandbox-rows';

/**
 * `PUT client/sandbox/decision` (spec §6): the outcome the client's next decisions take (null: the
 * rules decide). The sandbox must have been started (`sandbox_not_allowed`).
 */
export async function sandboxDecision(
  ctx: SandboxContext,
  clientId: number,
  status: (typeof SANDBOX_DECISIONS)[number] | null,
): Promise<SandboxState> {
  return sandboxState(await updateSandbox(ctx, clientId, { forcedDecision: status }));
}
