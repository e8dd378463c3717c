import type { DisasterZone } from '@lender/contracts';
import { today } from '../clock';
import { type DisasterZonesContext, zoneViews } from './disaster-zone-views';

/** `backOffice.disasterZones`: the declared disaster zones, newest first, with the deferrals taken under each. */
export async function disasterZones(
  ctx: Pick<DisasterZonesContext, 'db' | 'clock'>,
): Promise<DisasterZone[]> {
  return zoneViews(ctx.db, today(ctx.clock));
}
