import { eq } from '@lender/db/orm';
import { geoMunicipalities, geoStates } from '@lender/db/schema';
import { municipalitiesWhere } from './address-directory';
import { type GeoPage, type GeoPaging, GeoRegionNotFoundError, geoCode } from './address-model';
import type { GeoContext } from './geo-context';

/**
 * `public.addressRegionCities` (`GET /address/region/{id}/city?query=`): the municipalities of a
 * state. An unknown state throws {@link GeoRegionNotFoundError} (the API answers 404).
 */
export async function addressRegionCities(
  ctx: GeoContext,
  regionId: number,
  options: GeoPaging & { query?: string } = {},
): Promise<GeoPage> {
  const [state] = await ctx.db
    .select({ code: geoStates.code })
    .from(geoStates)
    .where(eq(geoStates.code, geoCode('region', regionId)))
    .limit(1);
  if (!state) throw new GeoRegionNotFoundError(regionId);
  return municipalitiesWhere(ctx.db, [eq(geoMunicipalities.stateCode, state.code)], options);
}
