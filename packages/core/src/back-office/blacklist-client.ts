import type { ClientStatusChangeRequest, ClientSummary } from '@lender/contracts';
import { type ClientStatusContext, changeClientStatus } from './client-status';

/** Blacklists a client (from active, blocked, verification or bank-account choice). Audited with the reason. */
export function blacklistClient(
  ctx: ClientStatusContext,
  { actorId, params, body }: { actorId: number; params: { id: number }; body: ClientStatusChangeRequest },
): Promise<ClientSummary> {
  return changeClientStatus(ctx, actorId, params.id, 'blacklist', body);
}
