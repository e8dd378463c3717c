import { and, asc, countDistinct, eq, like, type SQL } from '@lender/db/orm';
import { geoSettlements } from '@lender/db/schema';
import { type GeoPage, type GeoPaging, geoCode, paging } from './address-model';
import type { GeoContext } from './geo-context';
import { prefixPattern } from './search-key';

/**
 * `public.addressDistricts` (`GET /address/district?query=&cityId=&postalCode=`): postal codes
 * starting with `query` (digits), optionally within a state or municipality. The title is the
 * postal code itself.
 */
export async function addressDistricts(
  ctx: GeoContext,
  {
    query: options = {},
  }: {
    readonly query?: GeoPaging & {
      query?: string | undefined;
      regionId?: number | undefined;
      cityId?: number | undefined;
      postalCode?: string | undefined;
    };
  },
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
    ctx.db
      .selectDistinct({ postalCode: geoSettlements.postalCode })
      .from(geoSettlements)
      .where(where)
      .orderBy(asc(geoSettlements.postalCode))
      .limit(perPage)
      .offset(offset),
    ctx.db
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
