import type { BelvoAccessToken } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { callBankLink } from './bank-link';
import type { IntegrationsContext } from './integrations-context';

/** `GET belvo/access-token` (spec §7, ADR 025): a bank-link widget token for the client. */
export async function belvoAccessToken(
  ctx: Pick<IntegrationsContext, 'db' | 'logger' | 'providers'>,
  { actorId: clientId }: { readonly actorId: number },
): Promise<BelvoAccessToken> {
  const [client] = await ctx.db.select({ uuid: clients.uuid }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new CoreError('not_found');
  return callBankLink(ctx, () => ctx.providers.bankLink.createWidgetToken({ externalId: client.uuid }));
}
