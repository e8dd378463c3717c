import type { DisasterZone } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { disasterZones } from '@lender/db/schema';
import { today as todayOf } from '../clock';
import { CoreError } from '../errors/core-error';
import { type DisasterZonesContext, zoneView } from './disaster-zone-views';

/**
 * `backOffice.endDisasterZone`: ends a declared zone today (no new deferrals from now; those taken
 * stay, ADR 301); its period ends today (or on its first day, if that is later). Audited
 * `disaster_zone.end`. Ended or over already: `invalid_transition`.
 */
export async function endDisasterZone(
  ctx: DisasterZonesContext,
  { actorId: userId, params: { id } }: { actorId: number; params: { id: number } },
): Promise<DisasterZone> {
  const today = todayOf(ctx.clock);
  return ctx.db.transaction(async (tx) => {
    const [zone] = await tx.select().from(disasterZones).where(eq(disasterZones.id, id)).for('update');
    if (!zone) throw new CoreError('not_found');
    if (zone.endedAt !== null || zone.endsOn < today) {
      throw new CoreError('invalid_transition', { params: { from: 'ended', to: 'ended' } });
    }
    // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as strings.
    const endsOn = zone.startsOn > today ? zone.startsOn : today;
    await tx
      .update(disasterZones)
      .set({ endsOn, endedAt: ctx.clock.now(), endedBy: userId })
      .where(eq(disasterZones.id, id));
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'disaster_zone.end',
      entity: 'disaster_zone',
      entityId: id,
      before: { periodTo: zone.endsOn },
      after: { periodTo: endsOn },
    });
    return zoneView(tx, today, id);
  });
}
