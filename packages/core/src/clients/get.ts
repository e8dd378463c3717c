import type { ClientProfile } from '@lender/contracts';
import type { ClientAccountContext } from './account-context';
import type { ClientRow } from './client-model';
import { clientRow, profileWithFlags } from './client-rows';
import type { ProfileFacts } from './profile-flags';

/**
 * `GET client`: the profile. `session.client` is the client row when the caller has just read it
 * (the auth guard's), so it is not read again (issue 17); `session.profileFacts` the profile's facts
 * read with it (the session, the row and the facts in one statement, ADR 091).
 */
export async function get(
  ctx: Pick<ClientAccountContext, 'db' | 'pii'>,
  {
    actorId: clientId,
    session,
  }: {
    readonly actorId: number;
    readonly session?: { readonly client?: ClientRow; readonly profileFacts?: ProfileFacts };
  },
): Promise<ClientProfile> {
  const row = session?.client;
  if (row?.id === clientId) return profileWithFlags(ctx, row, session?.profileFacts);
  return profileWithFlags(ctx, await clientRow(ctx, clientId));
}
