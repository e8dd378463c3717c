import { and, asc, countDistinct, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { geoMunicipalities, geoSettlements, geoStates } from '../db/schema/geo';
import { containsPattern, prefixPattern, searchKey } from './search-key';

/**
 * Look-ups behind `/web/public/address/*` (spec §7). The spec's generic address words map to
 * Mexico's as follows:
 *
 * | API word  | Mexico                                | stored id (text)      | API id (number) |
 * | --------- | ------------------------------------- | --------------------- | --------------- |
 * | region    | state (entidad federativa)            | INEGI code `09`       | `9`             |
 * | city      | municipality (municipio / alcaldía)   | state + mun. `09010`  | `9010`          |
 * | district  | postal-code area (código postal)      | postal code `01000`   | `1000`          |
 * | ward      | settlement (colonia, barrio, pueblo…) | mun. + id `090100001` | `90100001`      |
 *
 * The API's ids are numbers (`@lender/contracts` `GeoPlaceSchema`): the stored codes read as
 * integers, which is reversible because each kind has a fixed width. Every list is
 * `{ id, title }` (wards add their `postalCode`), ordered with names that start with the query
 * first, and paged.
 */
export interface GeoItem {
  readonly id: number;
  readonly title: string;
  /** The postal code of a ward (settlement). */
  readonly postalCode?: string;
}

/** Fixed widths of the stored codes, to turn API ids back into them. */
const WIDTH = { region: 2, city: 5, district: 5, ward: 9 } as const;

/** The stored code of an API id (`9` → `'09'` for a region). */
export function geoCode(kind: keyof typeof WIDTH, id: number): string {
  return String(id).padStart(WIDTH[kind], '0');
}

export interface GeoPage {
  readonly items: readonly GeoItem[];
  /** Matches across all pages. */
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/** Paging of address lists. */
export interface GeoPaging {
  /** 1-based. @default 1 */
  page?: number;
  /** @default GEO_DEFAULT_PER_PAGE */
  perPage?: number;
}

/** Default page size of address lists: enough for an autocomplete, small on the wire. */
export const GEO_DEFAULT_PER_PAGE = 50;
/** Largest page size a client may ask for (`@lender/contracts` `GEO_MAX_RESULTS`). */
export const GEO_MAX_PER_PAGE = 100;

/** The region (state) id does not exist. */
export class GeoRegionNotFoundError extends Error {
  override readonly name = 'GeoRegionNotFoundError';
  constructor(readonly regionId: number) {
    super(`Region ${regionId} not found`);
  }
}

function paging(options: GeoPaging): { page: number; perPage: number; offset: number } {
  const page = Math.max(1, Math.trunc(options.page ?? 1));
  const perPage = Math.min(
    GEO_MAX_PER_PAGE,
    Math.max(1, Math.trunc(options.perPage ?? GEO_DEFAULT_PER_PAGE)),
  );
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Names that start with the query sort before names that only contain it. */
function nameMatch(column: PgColumn, query: string | undefined): { where: SQL | undefined; rank: SQL[] } {
  const key = searchKey(query ?? '');
  if (!key) return { where: undefined, rank: [] };
  return {
    where: like(column, containsPattern(key)),
    rank: [desc(sql`(${column} like ${prefixPattern(key)})`)],
  };
}

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
 * `GET /address/postal-code/{postalCode}`: the usual Mexican address form's first step. The
 * borrower types the postal code; the answer lists its colonias to pick from and fills in the
 * municipality and state. `null` when the catalogue has no such code.
 */
export async function lookupPostalCode(db: Database, postalCode: string): Promise<PostalCodeLookup | null> {
  const rows = await db
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

/** An address as the address step sends it (ids as the look-ups give them). */
export interface CatalogueAddress {
  readonly postalCode: string;
  readonly regionId: number;
  readonly cityId: number;
  readonly districtId?: number | undefined;
  readonly wardId: number;
}

/** A field of the address that the catalogue contradicts. */
export interface AddressViolation {
  readonly field: 'postalCode' | 'regionId' | 'cityId' | 'districtId' | 'wardId';
  readonly code: 'postal_code_not_found' | 'address_mismatch';
  /** English developer text; the site words it from the code and params. */
  readonly message: string;
  readonly params: Record<string, string | number>;
}

/** The address with the catalogue's names, when every field agrees. */
export interface ResolvedAddress {
  readonly region: GeoItem;
  readonly city: GeoItem;
  readonly ward: GeoItem & { readonly type: string };
}

/**
 * Checks an address against the catalogue: the postal code exists, the colonia (`wardId`) is one
 * of that code's, and the municipality (`cityId`), state (`regionId`) and district (`districtId`,
 * the code as a number) are the colonia's. Returns every disagreement (empty and the names when
 * all agree).
 */
export async function checkAddress(
  db: Database,
  address: CatalogueAddress,
): Promise<{ violations: AddressViolation[]; resolved: ResolvedAddress | null }> {
  const found = await lookupPostalCode(db, address.postalCode);
  if (!found) {
    return {
      violations: [
        {
          field: 'postalCode',
          code: 'postal_code_not_found',
          message: `Postal code ${address.postalCode} is not in the SEPOMEX catalogue.`,
          params: { postalCode: address.postalCode },
        },
      ],
      resolved: null,
    };
  }
  const violations: AddressViolation[] = [];
  const mismatch = (field: AddressViolation['field'], what: string, expected: string) =>
    violations.push({
      field,
      code: 'address_mismatch',
      message: `This ${what} does not match postal code ${address.postalCode} (expected ${expected}).`,
      params: { postalCode: address.postalCode, expected },
    });
  const ward = found.wards.find((w) => w.id === address.wardId);
  if (!ward) {
    mismatch('wardId', 'colonia', `one of ${found.wards.map((w) => w.id).join(', ')}`);
  }
  const cityIds = ward ? [ward.cityId] : found.cities.map((c) => c.id);
  if (!cityIds.includes(address.cityId)) mismatch('cityId', 'municipality', cityIds.join(' or '));
  if (address.regionId !== found.region.id) mismatch('regionId', 'state', String(found.region.id));
  if (address.districtId !== undefined && address.districtId !== Number(address.postalCode)) {
    mismatch('districtId', 'district', String(Number(address.postalCode)));
  }
  if (violations.length > 0 || !ward) return { violations, resolved: null };
  const city = found.cities.find((c) => c.id === ward.cityId) ?? found.city;
  return {
    violations,
    resolved: { region: found.region, city, ward: { id: ward.id, title: ward.title, type: ward.type } },
  };
}
