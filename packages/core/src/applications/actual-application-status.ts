import type { Application } from '@lender/contracts';
import { type ApplicationsContext, requireActual } from './application-context';

/** `GET application/actual/status`: the id and status of the client's active application. */
export async function actualApplicationStatus(
  ctx: Pick<ApplicationsContext, 'db'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<Pick<Application, 'id' | 'status'>> {
  const { id, status } = await requireActual(ctx, clientId);
  return { id, status: status as Application['status'] };
}
