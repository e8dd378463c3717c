import type { ClientStatusChangeRequest, ClientSummary } from '@lender/contracts';
import { type ClientStatusContext, changeClientStatus } from './client-status';

/** Blocks a client (from active, verification or bank-account choice); their sessions end at once. Audited with the reason. */
export function blockClient(
  ctx: ClientStatusContext,
  { actorId, params, body }: { actorId: number; params: { id: number }; body: ClientStatusChangeRequest },
): Promise<ClientSummary> {
  return changeClientStatus(ctx, actorId, params.id, 'block', body);
}
