import type { GeoRequest } from '@lender/contracts';
import { clientGeo } from '@lender/db/schema';
import type { ClientAccountContext } from './account-context';

/** `POST client/geo`: a position the borrower's browser reported, kept as sent. */
export async function geo(
  ctx: Pick<ClientAccountContext, 'db' | 'clock'>,
  { actorId: clientId, body: input }: { readonly actorId: number; readonly body: GeoRequest },
): Promise<null> {
  await ctx.db.insert(clientGeo).values({
    clientId,
    latitude: String(input.latitude),
    longitude: String(input.longitude),
    accuracy: input.accuracy === undefined ? null : String(input.accuracy),
    createdAt: ctx.clock.now(),
  });
  return null;
}
