import { createRoute, z } from '@hono/zod-openapi';
import {
  type EndpointDefinition,
  publicEndpoints,
  responseEnvelopeSchema,
  toOpenApiPath,
} from '@lender/contracts';
import { errorResponses } from '../../http/error-responses';

/**
 * `/web/public/address/*` (spec §7 Public). The spec's generic words map to Mexico's:
 * region = state (INEGI code as a number, `9` Ciudad de México), city = municipality (`9010`
 * Álvaro Obregón), district = postal-code area (`1000` for `01000`), ward = settlement / colonia
 * (`90100001` San Ángel). Lists answer `[{ id, title }]` (wards add `postalCode`) with the
 * pagination headers `x-page`, `x-per-page`, `x-total-count`, `x-count`; `limit` is the page size
 * and `page` (1-based) the page.
 */
const pageQuery = {
  page: z.coerce.number().int().min(1).optional().openapi({ description: '1-based page (default 1)' }),
};

const PAGINATION_HEADERS = {
  'x-page': { schema: { type: 'integer' }, description: 'Page number' },
  'x-per-page': { schema: { type: 'integer' }, description: 'Page size (limit)' },
  'x-total-count': { schema: { type: 'integer' }, description: 'Matches across all pages' },
  'x-count': { schema: { type: 'integer' }, description: 'Items in this page' },
} as const;

function listRoute<E extends EndpointDefinition>(endpoint: E, description: string) {
  return {
    method: endpoint.method,
    path: toOpenApiPath(endpoint.path),
    operationId: endpoint.id,
    tags: [endpoint.tag as string],
    summary: endpoint.summary,
    description,
    responses: {
      200: {
        description: 'A page of places',
        headers: PAGINATION_HEADERS,
        content: { 'application/json': { schema: responseEnvelopeSchema(endpoint) } },
      },
      ...errorResponses(endpoint),
    },
  };
}

const e = publicEndpoints;

export const regions = createRoute({
  ...listRoute(e.publicAddressRegions, 'The 32 states; `query` filters by name, ignoring accents.'),
  request: { query: e.publicAddressRegions.request.query.extend(pageQuery) },
});

export const regionCities = createRoute({
  ...listRoute(e.publicAddressRegionCities, 'Municipalities of the state `id` (INEGI code).'),
  request: {
    params: e.publicAddressRegionCities.request.params,
    query: e.publicAddressRegionCities.request.query.extend(pageQuery),
  },
});

export const districts = createRoute({
  ...listRoute(
    e.publicAddressDistricts,
    'Postal-code areas: `query` is the first digits of the code; `cityId` keeps those of a municipality.',
  ),
  request: { query: e.publicAddressDistricts.request.query.extend(pageQuery) },
});

export const wards = createRoute({
  ...listRoute(
    e.publicAddressWards,
    'Settlements (colonias) of a postal code (`postalCode`, or `districtId`), a municipality (`cityId`), by name (`query`).',
  ),
  request: { query: e.publicAddressWards.request.query.extend(pageQuery) },
});

export const cities = createRoute({
  ...listRoute(
    e.publicAddressCities,
    'Municipalities by name (`query`), of a state (`regionId`), or the municipality of a `postalCode`.',
  ),
  request: { query: e.publicAddressCities.request.query.extend(pageQuery) },
});

export const postalCode = createRoute({
  method: e.publicAddressPostalCode.method,
  path: toOpenApiPath(e.publicAddressPostalCode.path),
  operationId: e.publicAddressPostalCode.id,
  tags: [e.publicAddressPostalCode.tag as string],
  summary: e.publicAddressPostalCode.summary,
  description: e.publicAddressPostalCode.description,
  request: { params: e.publicAddressPostalCode.request.params },
  responses: {
    200: {
      description: 'The colonias of the postal code with their municipality and state',
      content: { 'application/json': { schema: responseEnvelopeSchema(e.publicAddressPostalCode) } },
    },
    ...errorResponses(e.publicAddressPostalCode),
  },
});
