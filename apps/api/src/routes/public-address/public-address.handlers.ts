import {
  CoreError,
  type GeoPage,
  GeoRegionNotFoundError,
  listCities,
  listDistricts,
  listRegionCities,
  listRegions,
  listWards,
  lookupPostalCode,
} from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { ok, setPaginationHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-address.routes';

function page(c: Context<AppEnv>, result: GeoPage) {
  setPaginationHeaders(c, {
    page: result.page,
    perPage: result.perPage,
    total: result.total,
    count: result.items.length,
  });
  return ok([...result.items]);
}

export const regions: AppRouteHandler<typeof routes.regions> = async (c) => {
  const { query, limit, page: pageNumber } = c.req.valid('query');
  return c.json(page(c, await listRegions(c.get('db'), { query, perPage: limit, page: pageNumber })), 200);
};

export const regionCities: AppRouteHandler<typeof routes.regionCities> = async (c) => {
  const { id } = c.req.valid('param');
  const { query, limit, page: pageNumber } = c.req.valid('query');
  try {
    const result = await listRegionCities(c.get('db'), id, { query, perPage: limit, page: pageNumber });
    return c.json(page(c, result), 200);
  } catch (error) {
    if (error instanceof GeoRegionNotFoundError) throw new CoreError('not_found');
    throw error;
  }
};

export const districts: AppRouteHandler<typeof routes.districts> = async (c) => {
  const { query, cityId, postalCode, limit, page: pageNumber } = c.req.valid('query');
  const result = await listDistricts(c.get('db'), {
    query,
    cityId,
    postalCode,
    perPage: limit,
    page: pageNumber,
  });
  return c.json(page(c, result), 200);
};

export const wards: AppRouteHandler<typeof routes.wards> = async (c) => {
  const { query, cityId, districtId, postalCode, limit, page: pageNumber } = c.req.valid('query');
  const result = await listWards(c.get('db'), {
    query,
    cityId,
    districtId,
    postalCode,
    perPage: limit,
    page: pageNumber,
  });
  return c.json(page(c, result), 200);
};

export const cities: AppRouteHandler<typeof routes.cities> = async (c) => {
  const { query, regionId, postalCode, limit, page: pageNumber } = c.req.valid('query');
  const result = await listCities(c.get('db'), {
    query,
    regionId,
    postalCode,
    perPage: limit,
    page: pageNumber,
  });
  return c.json(page(c, result), 200);
};

export const postalCode: AppRouteHandler<typeof routes.postalCode> = async (c) => {
  const found = await lookupPostalCode(c.get('db'), c.req.valid('param').postalCode);
  if (!found) throw new CoreError('not_found', { message: 'No such postal code in the catalogue.' });
  return c.json(
    ok({
      ...found,
      cities: [...found.cities],
      wards: [...found.wards],
    }),
    200,
  );
};

export const publicAddressRouter = createRouter()
  .openapi(routes.postalCode, postalCode)
  .openapi(routes.regions, regions)
  .openapi(routes.regionCities, regionCities)
  .openapi(routes.districts, districts)
  .openapi(routes.wards, wards)
  .openapi(routes.cities, cities);
