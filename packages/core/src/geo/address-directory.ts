import type { Database } from '@lender/db';
import { and, asc, countDistinct, eq, like, type SQL, sql } from '@lender/db/orm';
import { geoMunicipalities, geoSettlements, geoStates } from '@lender/db/schema';
import {
  type GeoPage,
  type GeoPaging,
  GeoRegionNotFoundError,
  geoCode,
  nameMatch,
  paging,
} from './address-model';
import { prefixPattern } from './search-key';

// The address look-ups (issue 19): the ids, paging and name matching in `address-model.ts`, the
// lists here, the postal-code look-up and the address check in `address-check.ts`.
export {
  type AddressViolation,
  type CatalogueAddress,
  checkAddress,
  lookupPostalCode,
  type PostalCodeLookup,
  type PostalCodeWard,
  type ResolvedAddress,
} from './address-check';
export {
  GEO_DEFAULT_PER_PAGE,
  GEO_MAX_PER_PAGE,
  type GeoItem,
  type GeoPage,
  type GeoPaging,
  GeoRegionNotFoundError,
  geoCode,
} from './address-model';

/** `GET /address/region?query=`: the 32 states. */
export async function listRegions(
  db: Database,
  options: GeoPaging & { query?: string } = {},
): Promise<GeoPage> {
  const { page, perPage, offset } = paging(options);
  const match = nameMatch(geoStates.searchName, options.query);
  const [rows, [count]] = await Promise.all([
    db
      .select({ code: geoStates.code, title: geoStates.name })
      .from(geoStates)
      .where(match.where)
      .orderBy(...match.rank, asc(geoStates.searchName))
      .limit(perPage)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(geoStates).where(match.where),
  ]);
  return {
    items: rows.map((row) => ({ id: Number(row.code), title: row.title })),
    total: count?.total ?? 0,
    page,
    perPage,
  };
}

/** Municipalities, optionally of one state and/or containing a postal code. */
async function listMunicipalitiesWhere(
  db: Database,
  filters: SQL[],
  options: GeoPaging & { query?: string },
): Promise<GeoPage> {
  const { page, perPage, offset } = paging(options);
  const match = nameMatch(geoMunicipalities.searchName, options.query);
  const where = and(...filters, match.where);
  const [rows, [count]] = await Promise.all([
    db
      .select({ code: geoMunicipalities.id, title: geoMunicipalities.name })
      .from(geoMunicipalities)
      .where(where)
      .orderBy(...match.rank, asc(geoMunicipalities.searchName), asc(geoMunicipalities.id))
      .limit(perPage)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(geoMunicipalities).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: Number(row.code), title: row.title })),
    total: count?.total ?? 0,
    page,
    perPage,
  };
}

/** `GET /address/region/{id}/city?query=`: municipalities of a state; unknown state → error. */
export async function listRegionCities(
  db: Database,
  regionId: number,
  options: GeoPaging & { query?: string } = {},
): Promise<GeoPage> {
  const [state] = await db
    .select({ code: geoStates.code })
    .from(geoStates)
    .where(eq(geoStates.code, geoCode('region', regionId)))
    .limit(1);
  if (!state) throw new GeoRegionNotFoundError(regionId);
  return listMunicipalitiesWhere(db, [eq(geoMunicipalities.stateCode, state.code)], options);
}

/**
 * `GET /address/city?query=&regionId=&postalCode=`: municipalities by name across the country, or
 * within a state, or the municipality a postal code belongs to (to fill an address from its code).
 */
export async function listCities(
  db: Database,
  options: GeoPaging & { query?: string; regionId?: number; postalCode?: string } = {},
): Promise<GeoPage> {
  const filters: SQL[] = [];
  if (options.regionId !== undefined)
    filters.push(eq(geoMunicipalities.stateCode, geoCode('region', options.regionId)));
  if (options.postalCode) {
    filters.push(
      sql`exists (select 1 from geo_settlements s where s.municipality_id = ${geoMunicipalities.id} and s.postal_code = ${options.postalCode})`,
    );
  }
  return listMunicipalitiesWhere(db, filters, options);
}

/**
 * `GET /address/district?query=&cityId=&postalCode=`: postal codes starting with `query` (digits),
 * optionally within a state or municipality. The title is the postal code itself.
 */
export async function listDistricts(
  db: Database,
  options: GeoPaging & { query?: string; regionId?: number; cityId?: number; postalCode?: string } = {},
): Promise<GeoPage> {
  const { page, perPage, offset } = paging(options);
  const filters: SQL[] = [];
  const digits = (options.query ?? '').replace(/\D/g, '');
  if (digits) filters.push(like(geoSettlements.postalCode, prefixPattern(digits)));
  if (options.postalCode) filters.push(eq(geoSettlements.postalCode, options.postalCode));
  if (options.regionId !== undefined)
    filters.push(eq(geoSettlements.stateCode, geoCode('region', options.regionId)));
  if (options.cityId !== undefined)
    filters.push(eq(geoSettlements.municipalityId, geoCode('city', options.cityId)));
  const where = and(...filters);
  const [rows, [count]] = await Promise.all([
    db
      .selectDistinct({ postalCode: geoSettlements.postalCode })
      .from(geoSettlements)
      .where(where)
      .orderBy(asc(geoSettlements.postalCode))
      .limit(perPage)
      .offset(offset),
    db
      .select({ total: countDistinct(geoSettlements.postalCode) })
      .from(geoSettlements)
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: Number(row.postalCode), title: row.postalCode })),
    total: Number(count?.total ?? 0),
    page,
    perPage,
  };
}

/**
 * `GET /address/ward?query=&postalCode=&districtId=&cityId=`: settlements (colonias) by name,
 * usually of one postal code (`postalCode`, or `districtId`, the same code as a district id), so a
 * borrower picks their colonia after typing the code.
 */
export async function listWards(
  db: Database,
  options: GeoPaging & {
    query?: string;
    postalCode?: string;
    districtId?: number;
    cityId?: number;
    regionId?: number;
  } = {},
): Promise<GeoPage> {
  const { page, perPage, offset } = paging(options);
  const match = nameMatch(geoSettlements.searchName, options.query);
  const filters: SQL[] = [];
  if (options.postalCode) filters.push(eq(geoSettlements.postalCode, options.postalCode));
  if (options.districtId !== undefined) {
    filters.push(eq(geoSettlements.postalCode, geoCode('district', options.districtId)));
  }
  if (options.cityId !== undefined)
    filters.push(eq(geoSettlements.municipalityId, geoCode('city', options.cityId)));
  if (options.regionId !== undefined)
    filters.push(eq(geoSettlements.stateCode, geoCode('region', options.regionId)));
  const where = and(...filters, match.where);
  const [rows, [count]] = await Promise.all([
    db
      .select({ code: geoSettlements.id, title: geoSettlements.name, postalCode: geoSettlements.postalCode })
      .from(geoSettlements)
      .where(where)
      .orderBy(...match.rank, asc(geoSettlements.searchName), asc(geoSettlements.id))
      .limit(perPage)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(geoSettlements).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: Number(row.code), title: row.title, postalCode: row.postalCode })),
    total: count?.total ?? 0,
    page,
    perPage,
  };
}
