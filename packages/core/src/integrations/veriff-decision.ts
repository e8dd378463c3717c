import type { VeriffDecision } from '@lender/contracts';
import { and, eq } from '@lender/db/orm';
import { veriffSessions } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { decisionView } from './identity-verification';
import type { IntegrationsContext } from './integrations-context';

/**
 * `GET veriff/decision/{id}` (spec §7, ADR 223): the decision of one of the client's sessions;
 * another client's session is `not_found`.
 */
export async function veriffDecision(
  ctx: Pick<IntegrationsContext, 'db'>,
  {
    actorId: clientId,
    params: { id: sessionId },
  }: { readonly actorId: number; readonly params: { readonly id: string } },
): Promise<VeriffDecision> {
  const [row] = await ctx.db
    .select()
    .from(veriffSessions)
    .where(and(eq(veriffSessions.id, sessionId), eq(veriffSessions.clientId, clientId)));
  if (!row) throw new CoreError('not_found');
  return decisionView(row);
}
