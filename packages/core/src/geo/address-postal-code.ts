import { asc, eq } from '@lender/db/orm';
import { geoMunicipalities, geoSettlements, geoStates } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { GeoItem } from './address-model';
import type { GeoContext } from './geo-context';

/** A colonia of a postal code, with the municipality it lies in. */
export interface PostalCodeWard {
  readonly id: number;
  readonly title: string;
  /** `Colonia`, `Fraccionamiento`, `Barrio`, … as SEPOMEX types it. */
  readonly type: string;
  readonly cityId: number;
}

/** What a postal code fills in on the address form: its colonias, municipality and state. */
export interface PostalCodeLookup {
  readonly postalCode: string;
  readonly region: GeoItem;
  /** The municipality of the code's colonias (the first when a code spans several). */
  readonly city: GeoItem;
  /** Every municipality the code spans (one in today's catalogue). */
  readonly cities: readonly GeoItem[];
  readonly wards: readonly PostalCodeWard[];
}

/**
 * `public.addressPostalCode` (`GET /address/postal-code/{postalCode}`): the usual Mexican address
 * form's first step. The borrower types the postal code; the answer lists its colonias to pick from
 * and fills in the municipality and state; `not_found` when the catalogue has no such code.
 */
export async function addressPostalCode(
  ctx: GeoContext,
  { params }: { readonly params: { readonly postalCode: string } },
): Promise<PostalCodeLookup> {
  const found = await postalCodeLookup(ctx, params.postalCode);
  if (!found) throw new CoreError('not_found', { message: 'No such postal code in the catalogue.' });
  return found;
}

/** {@link addressPostalCode}'s answer, or `null` when the catalogue has no such code. */
export async function postalCodeLookup(
  ctx: GeoContext,
  postalCode: string,
): Promise<PostalCodeLookup | null> {
  const rows = await ctx.db
    .select({
      id: geoSettlements.id,
      title: geoSettlements.name,
      type: geoSettlements.type,
      cityId: geoMunicipalities.id,
      cityTitle: geoMunicipalities.name,
      regionId: geoStates.code,
      regionTitle: geoStates.name,
    })
    .from(geoSettlements)
    .innerJoin(geoMunicipalities, eq(geoMunicipalities.id, geoSettlements.municipalityId))
    .innerJoin(geoStates, eq(geoStates.code, geoSettlements.stateCode))
    .where(eq(geoSettlements.postalCode, postalCode))
    .orderBy(asc(geoSettlements.searchName), asc(geoSettlements.id));
  const first = rows[0];
  if (!first) return null;
  const cities = new Map<number, GeoItem>();
  for (const row of rows) cities.set(Number(row.cityId), { id: Number(row.cityId), title: row.cityTitle });
  return {
    postalCode,
    region: { id: Number(first.regionId), title: first.regionTitle },
    city: { id: Number(first.cityId), title: first.cityTitle },
    cities: [...cities.values()],
    wards: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      type: row.type,
      cityId: Number(row.cityId),
    })),
  };
}
