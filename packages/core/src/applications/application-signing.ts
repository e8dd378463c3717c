import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { and, eq } from '@lender/db/orm';
import { applications, offers } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { ApplicationsHelpers } from './application-context';
import type { ApplicationsService } from './application-model';

/** The loans service's signing hooks on the application. */
export function createApplicationSigning(ctx: ApplicationsHelpers) {
  const { sandbox, currentOffer, transition } = ctx;
  const service: Pick<ApplicationsService, 'forSigning' | 'markSigning' | 'markCompleted'> = {
    async forSigning(tx, clientId, applicationId) {
      const [row] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, applicationId))
        .for('update');
      if (!row || row.clientId !== clientId) throw new CoreError('not_found');
      if (row.status !== APPLICATION_STATUS.accepted) {
        throw new CoreError('invalid_transition', {
          params: { from: row.status, to: APPLICATION_STATUS.signing },
        });
      }
      const offer = await currentOffer(row.id, tx);
      const clientClock = await sandbox.clockFor(clientId, tx);
      if (!offer || clientClock.now().getTime() >= offer.expiresAt.getTime())
        throw new CoreError('offer_expired');
      return { application: row, offer };
    },
    async markSigning(tx, applicationId, actor) {
      const row = await transition(tx, applicationId, APPLICATION_STATUS.signing, actor);
      await tx
        .update(offers)
        .set({ state: 'accepted' })
        .where(and(eq(offers.applicationId, applicationId), eq(offers.state, 'current')));
      return row;
    },
    markCompleted: (tx, applicationId, actor) =>
      transition(tx, applicationId, APPLICATION_STATUS.completed, actor),
  };
  return { service };
}
