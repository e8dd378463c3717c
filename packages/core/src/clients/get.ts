import type { ClientProfile } from '@lender/contracts';
import type { ClientAccountContext } from './account-context';
import type { ClientRow } from './client-model';
import { clientRow, profileWithFlags } from './client-rows';
import type { ProfileFacts } from './profile-flags';

/**
 * `GET client`: the profile. `row` is the client row when the caller has just read it (the auth
 * guard's), so it is not read again (issue 17); `facts` the profile's facts read with it (the
 * session, the row and the facts in one statement, ADR 091).
 */
export async function get(
  ctx: Pick<ClientAccountContext, 'db' | 'pii'>,
  clientId: number,
  row?: ClientRow,
  facts?: ProfileFacts,
): Promise<ClientProfile> {
  if (row?.id === clientId) return profileWithFlags(ctx, row, facts);
  return profileWithFlags(ctx, await clientRow(ctx, clientId));
}
