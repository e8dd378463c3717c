import type { LoggerMetricsRequest } from '@lender/contracts';
import { clientMetrics } from '@lender/db/schema';
import type { ClientAccountContext } from './account-context';

/** `POST client/logger/metrics`: the borrower's browser metrics, kept as sent. */
export async function loggerMetrics(
  ctx: Pick<ClientAccountContext, 'db' | 'clock'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: LoggerMetricsRequest },
): Promise<null> {
  await ctx.db.insert(clientMetrics).values({ clientId, payload: { ...input }, createdAt: ctx.clock.now() });
  return null;
}
