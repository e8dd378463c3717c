import type { ClientStatusChangeRequest, ClientSummary } from '@lender/contracts';
import { type ClientStatusContext, changeClientStatus } from './client-status';

/** Unblocks a blocked or blacklisted client (a blacklisted one needs `clients.blacklist` too). Audited with the reason. */
export function unblockClient(
  ctx: ClientStatusContext,
  { actorId, params, body }: { actorId: number; params: { id: number }; body: ClientStatusChangeRequest },
): Promise<ClientSummary> {
  return changeClientStatus(ctx, actorId, params.id, 'unblock', body);
}
