import type { DeclareDisasterZoneRequest, DisasterZone } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { disasterZones, geoMunicipalities } from '@lender/db/schema';
import { today as todayOf } from '../clock';
import { CoreError } from '../errors/core-error';
import { type DisasterZonesContext, zoneView } from './disaster-zone-views';
import { addMonths } from './relief-rules';

/**
 * `backOffice.declareDisasterZone` (issue 52, ADR 301): marks a municipality of the SEPOMEX
 * catalogue a declared disaster zone from `startsOn` to `endsOn` (Mexico City business dates), on
 * the declaration `reference`; audited `disaster_zone.declare`. A municipality not in the catalogue,
 * a period that ends before it starts, ends in the past or lasts more than a year: `invalid_value`.
 */
export async function declareDisasterZone(
  ctx: DisasterZonesContext,
  { actorId: userId, body: input }: { actorId: number; body: DeclareDisasterZoneRequest },
): Promise<DisasterZone> {
  const today = todayOf(ctx.clock);
  const invalid = (field: keyof DeclareDisasterZoneRequest, message: string) =>
    new CoreError('invalid_value', { field: [field], message });
  if (input.endsOn < input.startsOn) throw invalid('endsOn', '`endsOn` is before `startsOn`.');
  if (input.endsOn < today) throw invalid('endsOn', '`endsOn` is in the past.');
  if (input.endsOn > addMonths(input.startsOn, 12))
    throw invalid('endsOn', 'A declaration lasts at most a year.');
  return ctx.db.transaction(async (tx) => {
    const [municipality] = await tx
      .select({ name: geoMunicipalities.name })
      .from(geoMunicipalities)
      .where(eq(geoMunicipalities.id, input.municipalityId));
    if (!municipality) throw invalid('municipalityId', 'Not a municipality of the SEPOMEX catalogue.');
    const [row] = await tx
      .insert(disasterZones)
      .values({ ...input, declaredBy: userId })
      .returning({ id: disasterZones.id });
    if (!row) throw new CoreError('internal_error');
    await ctx.audit.record(tx, {
      actor: { type: 'user', id: userId },
      action: 'disaster_zone.declare',
      entity: 'disaster_zone',
      entityId: row.id,
      after: {
        municipality: `${input.municipalityId} ${municipality.name}`,
        periodFrom: input.startsOn,
        periodTo: input.endsOn,
        reference: input.reference,
      },
    });
    return zoneView(tx, today, row.id);
  });
}
