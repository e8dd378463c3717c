import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { Application } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { offers } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import {
  type ApplicationsContext,
  applicationById,
  applicationView,
  transition,
} from './application-context';
import { AWAITING_CLIENT } from './application-model';

/**
 * `POST application/{id}/withdraw`: the client takes back an offer not signed yet (3, 13, 17, 18 →
 * canceled, reason `client_withdrew`), to ask again for another amount or date (issue 37: the
 * summary's "Cambiar" links). Its offer is superseded; no cool-off applies. Any other status is
 * `invalid_transition`; another client's application is `not_found`.
 */
export async function withdrawApplication(
  ctx: Pick<ApplicationsContext, 'db' | 'clock' | 'pii' | 'audit'>,
  { actorId: clientId, params: { id: applicationId } }: { actorId: number; params: { id: number } },
): Promise<Application> {
  const app = await applicationById(ctx, applicationId);
  if (app.clientId !== clientId) throw new CoreError('not_found');
  if (!(AWAITING_CLIENT as readonly number[]).includes(app.status)) {
    throw new CoreError('invalid_transition', {
      params: { from: app.status, to: APPLICATION_STATUS.canceled },
    });
  }
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(offers)
      .set({ state: 'superseded' })
      .where(and(eq(offers.applicationId, app.id), eq(offers.state, 'current')));
    return transition(
      ctx,
      tx,
      app.id,
      APPLICATION_STATUS.canceled,
      { type: 'client', id: clientId },
      'client_withdrew',
    );
  });
  return applicationView(ctx, row);
}
