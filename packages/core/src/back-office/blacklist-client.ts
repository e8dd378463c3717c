import type { ClientStatusChangeRequest, ClientSummary } from '@lender/contracts';
import { type ClientStatusContext, changeClientStatus } from './client-status';

/** Blacklists a client (from active, blocked, verification or bank-account choice). Audited with the reason. */
export function blacklistClient(
  ctx: ClientStatusContext,
  userId: number,
  clientId: number,
  input: ClientStatusChangeRequest,
): Promise<ClientSummary> {
  return changeClientStatus(ctx, userId, clientId, 'blacklist', input);
}
