import { asc, sql } from '@lender/db/orm';
import { geoStates } from '@lender/db/schema';
import { type GeoPage, type GeoPaging, nameMatch, paging } from './address-model';
import type { GeoContext } from './geo-context';

/** `public.addressRegions` (`GET /address/region?query=`): the 32 states, by name. */
export async function addressRegions(
  ctx: GeoContext,
  { query: options = {} }: { readonly query?: GeoPaging & { query?: string | undefined } },
): Promise<GeoPage> {
  const { page, perPage, offset } = paging(options);
  const match = nameMatch(geoStates.searchName, options.query);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ code: geoStates.code, title: geoStates.name })
      .from(geoStates)
      .where(match.where)
      .orderBy(...match.rank, asc(geoStates.searchName))
      .limit(perPage)
      .offset(offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(geoStates).where(match.where),
  ]);
  return {
    items: rows.map((row) => ({ id: Number(row.code), title: row.title })),
    total: count?.total ?? 0,
    page,
    perPage,
  };
}
