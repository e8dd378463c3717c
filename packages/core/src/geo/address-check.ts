import type { Database } from '@lender/db';
import type { GeoItem } from './address-model';
import { postalCodeLookup } from './address-postal-code';

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
  const found = await postalCodeLookup({ db }, address.postalCode);
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
