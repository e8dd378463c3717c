import { APPLICATION_STATUS } from '@lender/calculator/platform';
import type { FlowState } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { flow } from '../journey/flow';
import type { JourneyContext } from '../journey/journey-state';
import { type ApplicationsContext, actualRow, newestRejected } from './application-context';
import { decideApplication } from './application-decision';

/**
 * `PUT finish`: sends the client's new application to decision and answers the journey step it
 * leads to. The loading page calls it for every client type: a first client's application is
 * decided here; a repeat client's was decided when it was created (spec §4), and a reload of the
 * page calls again: an application already decided (or rejected just now, so no longer active) is
 * left as it stands, with no transition.
 */
export async function finish(
  ctx: ApplicationsContext & JourneyContext,
  { actorId: clientId }: { readonly actorId: number },
): Promise<FlowState> {
  const app = (await actualRow(ctx, clientId)) ?? (await newestRejected(ctx, clientId));
  if (!app) throw new CoreError('no_active_application');
  if (app.status === APPLICATION_STATUS.new || app.status === APPLICATION_STATUS.decisionError) {
    await decideApplication(ctx, app.id, { type: 'client', id: clientId });
  }
  return flow(ctx, { actorId: clientId });
}
