import { daysBetween } from '@lender/calculator/kernel';
import type { SandboxState } from '@lender/contracts';
import { today } from '../clock';
import { type SandboxContext, sandboxState, updateSandbox } from './sandbox-rows';

/**
 * `PUT client/sandbox/clock` (spec §6): moves the client's business date to `target`
 * (`YYYY-MM-DD`; today is offset 0), so due dates, offer expiry and ages move for that client only.
 */
export async function sandboxClock(
  ctx: SandboxContext,
  {
    actorId: clientId,
    body: { today: target },
  }: { readonly actorId: number; readonly body: { readonly today: string } },
): Promise<SandboxState> {
  return sandboxState(
    await updateSandbox(ctx, clientId, { clockOffsetDays: daysBetween(today(ctx.clock), target) }),
  );
}
