import { eq } from '@lender/db/orm';
import { geoMunicipalities, geoStates } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { municipalitiesWhere } from './address-directory';
import { type GeoPage, type GeoPaging, geoCode } from './address-model';
import type { GeoContext } from './geo-context';

/**
 * `public.addressRegionCities` (`GET /address/region/{id}/city?query=`): the municipalities of a
 * state; `not_found` for an unknown state.
 */
export async function addressRegionCities(
  ctx: GeoContext,
  {
    params: { id: regionId },
    query: options = {},
  }: {
    readonly params: { readonly id: number };
    readonly query?: GeoPaging & { query?: string | undefined };
  },
): Promise<GeoPage> {
  const [state] = await ctx.db
    .select({ code: geoStates.code })
    .from(geoStates)
    .where(eq(geoStates.code, geoCode('region', regionId)))
    .limit(1);
  if (!state) throw new CoreError('not_found');
  return municipalitiesWhere(ctx.db, [eq(geoMunicipalities.stateCode, state.code)], options);
}
