import { CLIENT_STATUS } from '@lender/contracts';
import type { ClientsContext } from './client-context';
import type { ClientsService } from './client-model';
import { get } from './get';
import { profileFactsOf } from './profile-flags';

/** The client's profile as other parts of core and the auth guard read it, and the status. */
export function createClientProfile(ctx: ClientsContext) {
  const { deps, auth, profileRead, touch } = ctx;
  const service: Pick<ClientsService, 'profile' | 'authenticateProfile' | 'setStatus'> = {
    // The back-office's client operations and the application calls answer the profile too.
    profile: (clientId, row, facts) => get(deps, clientId, row, facts),
    async authenticateProfile(token) {
      const { auth: checked, row } = await auth.authenticateClientWith(
        token,
        async (id) => (await profileRead.execute({ id }))[0],
      );
      const client = row.client ?? undefined;
      return { auth: checked, client, facts: profileFactsOf(row.facts, client?.closedLoansCount ?? 0) };
    },
    async setStatus(clientId, status) {
      await touch(clientId, { status });
      if (status === CLIENT_STATUS.blocked) await auth.revokeAll('client', clientId, 'blocked');
    },
  };
  return { service };
}
