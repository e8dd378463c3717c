import { eq, type SQL, sql } from '@lender/db/orm';
import { geoMunicipalities } from '@lender/db/schema';
import { municipalitiesWhere } from './address-directory';
import { type GeoPage, type GeoPaging, geoCode } from './address-model';
import type { GeoContext } from './geo-context';

/**
 * `public.addressCities` (`GET /address/city?query=&regionId=&postalCode=`): municipalities by name
 * across the country, or within a state, or the municipality a postal code belongs to (to fill an
 * address from its code).
 */
export async function addressCities(
  ctx: GeoContext,
  {
    query: options = {},
  }: {
    readonly query?: GeoPaging & {
      query?: string | undefined;
      regionId?: number | undefined;
      postalCode?: string | undefined;
    };
  },
): Promise<GeoPage> {
  const filters: SQL[] = [];
  if (options.regionId !== undefined)
    filters.push(eq(geoMunicipalities.stateCode, geoCode('region', options.regionId)));
  if (options.postalCode) {
    filters.push(
      sql`exists (select 1 from geo_settlements s where s.municipality_id = ${geoMunicipalities.id} and s.postal_code = ${options.postalCode})`,
    );
  }
  return municipalitiesWhere(ctx.db, filters, options);
}
