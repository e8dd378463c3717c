import type { VeriffSession } from '@lender/contracts';
import { CoreError } from '../errors/core-error';
import { latestSession, sessionView } from './identity-verification';
import type { IntegrationsContext } from './integrations-context';

/** `GET veriff/session` (spec §7, ADR 223): the client's latest session (`not_found` when none). */
export async function veriffSession(
  ctx: Pick<IntegrationsContext, 'db'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<VeriffSession> {
  const row = await latestSession(ctx.db, clientId);
  if (!row) throw new CoreError('not_found');
  return sessionView(row);
}
