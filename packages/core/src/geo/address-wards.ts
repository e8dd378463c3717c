import { and, asc, eq, type SQL, sql } from '@lender/db/orm';
import { geoSettlements } from '@lender/db/schema';
import { type GeoPage, type GeoPaging, geoCode, nameMatch, paging } from './address-model';
import type { GeoContext } from './geo-context';

/**
 * `public.addressWards` (`GET /address/ward?query=&postalCode=&districtId=&cityId=`): settlements
 * (colonias) by name, usually of one postal code (`postalCode`, or `districtId`, the same code as a
 * district id), so a borrower picks their colonia after typing the code.
 */
export async function addressWards(
  ctx: GeoContext,
  {
    query: options = {},
  }: {
    readonly query?: GeoPaging & {
      query?: string | undefined;
      postalCode?: string | undefined;
      districtId?: number | undefined;
      cityId?: number | undefined;
      regionId?: number | undefined;
    };
  },
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
    ctx.db
      .select({ code: geoSettlements.id, title: geoSettlements.name, postalCode: geoSettlements.postalCode })
      .from(geoSettlements)
      .where(where)
      .orderBy(...match.rank, asc(geoSettlements.searchName), asc(geoSettlements.id))
      .limit(perPage)
      .offset(offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(geoSettlements).where(where),
  ]);
  return {
    items: rows.map((row) => ({ id: Number(row.code), title: row.title, postalCode: row.postalCode })),
    total: count?.total ?? 0,
    page,
    perPage,
  };
}
