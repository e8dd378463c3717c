import type { Application } from '@lender/contracts';
import { type ApplicationsContext, applicationView, requireActual } from './application-context';

/** `GET application/actual`: the client's active application (`no_active_application` when none). */
export async function actualApplication(
  ctx: Pick<ApplicationsContext, 'db' | 'pii'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<Application> {
  return applicationView(ctx, await requireActual(ctx, clientId));
}
