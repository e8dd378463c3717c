import type { DisasterZone } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { count, desc, eq, type SQL } from '@lender/db/orm';
import {
  backOfficeUsers,
  disasterZones,
  geoMunicipalities,
  geoStates,
  reliefDeferrals,
} from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import { zoneInForce } from './relief-rules';

/** What the back office's disaster-zone use cases read. */
export interface DisasterZonesContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
}

/** The zones matching `where` (all without it), newest first, as the back office reads them. */
export async function zoneViews(tx: Executor, today: string, where?: SQL): Promise<DisasterZone[]> {
  const deferrals = tx
    .select({ zoneId: reliefDeferrals.zoneId, n: count().as('n') })
    .from(reliefDeferrals)
    .groupBy(reliefDeferrals.zoneId)
    .as('deferrals');
  const rows = await tx
    .select({
      zone: disasterZones,
      municipality: geoMunicipalities.name,
      state: geoStates.name,
      declaredBy: backOfficeUsers.name,
      deferrals: deferrals.n,
    })
    .from(disasterZones)
    .innerJoin(geoMunicipalities, eq(geoMunicipalities.id, disasterZones.municipalityId))
    .innerJoin(geoStates, eq(geoStates.code, geoMunicipalities.stateCode))
    .innerJoin(backOfficeUsers, eq(backOfficeUsers.id, disasterZones.declaredBy))
    .leftJoin(deferrals, eq(deferrals.zoneId, disasterZones.id))
    .where(where)
    .orderBy(desc(disasterZones.startsOn), desc(disasterZones.id));
  return rows.map(({ zone, municipality, state, declaredBy, deferrals: n }) => ({
    id: zone.id,
    municipalityId: zone.municipalityId,
    municipality,
    state,
    startsOn: zone.startsOn,
    endsOn: zone.endsOn,
    reference: zone.reference,
    reason: zone.reason,
    declaredBy,
    endedAt: zone.endedAt?.toISOString() ?? null,
    inForce: zoneInForce(zone, today),
    deferrals: Number(n ?? 0),
  }));
}

/** One zone as the back office reads it. */
export async function zoneView(tx: Executor, today: string, id: number): Promise<DisasterZone> {
  const [zone] = await zoneViews(tx, today, eq(disasterZones.id, id));
  if (!zone) throw new Error(`disaster zone ${id} vanished`);
  return zone;
}
