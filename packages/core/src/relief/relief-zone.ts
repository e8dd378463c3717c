import type { Executor } from '@lender/db';
import { and, desc, eq, gte, isNull, lte } from '@lender/db/orm';
import { clients, disasterZones, geoMunicipalities, geoStates } from '@lender/db/schema';
import { geoCode } from '../geo/address-model';

/**
 * The SEPOMEX municipality (`09010`) of the client's home address: the `cityId` the address step
 * checked against the catalogue (`geo/address-check.ts`), or null without an address.
 */
export async function homeMunicipalityOf(tx: Executor, clientId: number): Promise<string | null> {
  const [row] = await tx.select({ address: clients.address }).from(clients).where(eq(clients.id, clientId));
  const cityId = row?.address?.cityId;
  return typeof cityId === 'number' && Number.isInteger(cityId) && cityId > 0
    ? geoCode('city', cityId)
    : null;
}

/** The declared zone in force on `today` over the client's home municipality, with its names, or null. */
export async function homeZoneOf(tx: Executor, clientId: number, today: string) {
  const municipalityId = await homeMunicipalityOf(tx, clientId);
  if (municipalityId === null) return null;
  const [zone] = await tx
    .select({
      id: disasterZones.id,
      municipality: geoMunicipalities.name,
      state: geoStates.name,
      startsOn: disasterZones.startsOn,
      endsOn: disasterZones.endsOn,
      reference: disasterZones.reference,
    })
    .from(disasterZones)
    .innerJoin(geoMunicipalities, eq(geoMunicipalities.id, disasterZones.municipalityId))
    .innerJoin(geoStates, eq(geoStates.code, geoMunicipalities.stateCode))
    .where(
      and(
        eq(disasterZones.municipalityId, municipalityId),
        lte(disasterZones.startsOn, today),
        gte(disasterZones.endsOn, today),
        isNull(disasterZones.endedAt),
      ),
    )
    .orderBy(desc(disasterZones.endsOn), desc(disasterZones.id))
    .limit(1);
  return zone ?? null;
}
