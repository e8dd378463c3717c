import type { ClientJourney } from '@lender/contracts';
import type { clients } from '@lender/db/schema';
import { type JourneyContext, journeyState } from './journey-state';

/** `GET client-journey/current`: the step with the application and loan it came from. */
export async function journeyCurrent(
  ctx: JourneyContext,
  {
    actorId: clientId,
    session,
  }: { readonly actorId: number; readonly session?: { readonly client?: typeof clients.$inferSelect } },
): Promise<ClientJourney> {
  const { journey, application, loan } = await journeyState(ctx, clientId, session?.client);
  return {
    step: journey.step,
    status: journey.status,
    applicationId: application?.id ?? null,
    applicationStatus: (application?.status as ClientJourney['applicationStatus']) ?? null,
    loanId: loan?.id ?? null,
    loanStatus: (loan?.status as ClientJourney['loanStatus']) ?? null,
  };
}
