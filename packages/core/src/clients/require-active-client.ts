import { CLIENT_STATUS } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuthService } from '../auth/sessions';
import { CoreError } from '../errors/core-error';
import type { ClientRow } from './client-model';
import { clientRow } from './client-rows';

/**
 * The API's client guard: the client, or `unauthorized` when gone; a blocked client is logged out
 * everywhere (`user_blocked`). `loaded` is the row when the caller has just read it
 * (`authenticateProfile`, the journey's `authenticateFlow`).
 */
export async function requireActiveClient(
  ctx: { readonly db: Database; readonly auth: Pick<AuthService, 'revokeAll'> },
  clientId: number,
  loaded?: ClientRow,
): Promise<ClientRow> {
  const row = loaded?.id === clientId ? loaded : await clientRow(ctx, clientId);
  if (row.status === CLIENT_STATUS.blocked) {
    await ctx.auth.revokeAll('client', clientId, 'blocked');
    throw new CoreError('user_blocked');
  }
  return row;
}
