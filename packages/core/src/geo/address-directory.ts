import type { Database } from '@lender/db';
import { and, asc, type SQL, sql } from '@lender/db/orm';
import { geoMunicipalities } from '@lender/db/schema';
import { type GeoPage, type GeoPaging, nameMatch, paging } from './address-model';

// The address look-ups (issue 19), one use case per file named after its endpoint
// (`address-regions.ts` … `address-postal-code.ts`, issue 49); the ids, paging and name matching in
// `address-model.ts`, the address check in `address-check.ts`, and here the municipality list that
// `addressRegionCities` and `addressCities` share.
export {
  type AddressViolation,
  type CatalogueAddress,
  checkAddress,
  type ResolvedAddress,
} from './address-check';
export {
  GEO_DEFAULT_PER_PAGE,
  GEO_MAX_PER_PAGE,
  type GeoItem,
  type GeoPage,
  type GeoPaging,
  geoCode,
} from './address-model';
export type { PostalCodeLookup, PostalCodeWard } from './address-postal-code';

/** Municipalities, optionally of one state and/or containing a postal code, by name and paged. */
export async function municipalitiesWhere(
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
