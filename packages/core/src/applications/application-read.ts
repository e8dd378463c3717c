import { applicationProfileFlags } from '../clients/profile-flags';
import type { ApplicationsHelpers } from './application-context';
import type { ApplicationsService } from './application-model';

/** What other services read of applications: the API view, the state machine, the profile flags. */
export function createApplicationReads(ctx: ApplicationsHelpers) {
  const { db, view, clientRow, transition } = ctx;
  const service: Pick<ApplicationsService, 'view' | 'transition' | 'profileFlags'> = {
    view,
    transition,
    async profileFlags(clientId) {
      const client = await clientRow(clientId);
      return applicationProfileFlags(db, clientId, client.closedLoansCount);
    },
  };
  return { service };
}
