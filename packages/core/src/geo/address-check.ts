import type { Database } from '@lender/db';
import { asc, eq } from '@lender/db/orm';
import { geoMunicipalities, geoSettlements, geoStates } from '@lender/db/schema';
import type { GeoItem } from './address-model';

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
