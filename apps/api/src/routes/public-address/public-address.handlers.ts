import { CoreError, type GeoPage, GeoRegionNotFoundError, useCases } from '@lender/core';
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

export const addressRegions: AppRouteHandler<typeof routes.addressRegions> = async (c) => {
  const { query, limit, page: pageNumber } = c.req.valid('query');
  const result = await useCases.public.addressRegions(c.get('core'), {
    query,
    perPage: limit,
    page: pageNumber,
  });
  return c.json(page(c, result), 200);
};

export const addressRegionCities: AppRouteHandler<typeof routes.addressRegionCities> = async (c) => {
  const { id } = c.req.valid('param');
  const { query, limit, page: pageNumber } = c.req.valid('query');
  try {
    const result = await useCases.public.addressRegionCities(c.get('core'), id, {
      query,
      perPage: limit,
      page: pageNumber,
    });
    return c.json(page(c, result), 200);
  } catch (error) {
    if (error instanceof GeoRegionNotFoundError) throw new CoreError('not_found');
    throw error;
  }
};

export const addressDistricts: AppRouteHandler<typeof routes.addressDistricts> = async (c) => {
  const { query, cityId, postalCode, limit, page: pageNumber } = c.req.valid('query');
  const result = await useCases.public.addressDistricts(c.get('core'), {
    query,
    cityId,
    postalCode,
    perPage: limit,
    page: pageNumber,
  });
  return c.json(page(c, result), 200);
};

export const addressWards: AppRouteHandler<typeof routes.addressWards> = async (c) => {
  const { query, cityId, districtId, postalCode, limit, page: pageNumber } = c.req.valid('query');
  const result = await useCases.public.addressWards(c.get('core'), {
    query,
    cityId,
    districtId,
    postalCode,
    perPage: limit,
    page: pageNumber,
  });
  return c.json(page(c, result), 200);
};

export const addressCities: AppRouteHandler<typeof routes.addressCities> = async (c) => {
  const { query, regionId, postalCode, limit, page: pageNumber } = c.req.valid('query');
  const result = await useCases.public.addressCities(c.get('core'), {
    query,
    regionId,
    postalCode,
    perPage: limit,
    page: pageNumber,
  });
  return c.json(page(c, result), 200);
};

export const addressPostalCode: AppRouteHandler<typeof routes.addressPostalCode> = async (c) => {
  const found = await useCases.public.addressPostalCode(c.get('core'), c.req.valid('param').postalCode);
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
  .openapi(routes.addressPostalCode, addressPostalCode)
  .openapi(routes.addressRegions, addressRegions)
  .openapi(routes.addressRegionCities, addressRegionCities)
  .openapi(routes.addressDistricts, addressDistricts)
  .openapi(routes.addressWards, addressWards)
  .openapi(routes.addressCities, addressCities);
