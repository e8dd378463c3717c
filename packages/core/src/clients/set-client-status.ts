import { CLIENT_STATUS } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuthService } from '../auth/sessions';
import type { Clock } from '../clock';
import { touchClient } from './client-rows';

/** Sets a client's status (the seed, tests); blocking revokes every session at once. */
export async function setClientStatus(
  ctx: { readonly db: Database; readonly clock: Clock; readonly auth: Pick<AuthService, 'revokeAll'> },
  clientId: number,
  status: number,
): Promise<void> {
  await touchClient(ctx, clientId, { status });
  if (status === CLIENT_STATUS.blocked) await ctx.auth.revokeAll('client', clientId, 'blocked');
}
