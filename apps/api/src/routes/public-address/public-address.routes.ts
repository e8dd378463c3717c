import type { EndpointRouteOptions } from '../../http/endpoint-route';

/**
 * `/web/public/address/*` (spec §7 Public). The spec's generic words map to Mexico's:
 * region = state (INEGI code as a number, `9` Ciudad de México), city = municipality (`9010`
 * Álvaro Obregón), district = postal-code area (`1000` for `01000`), ward = settlement / colonia
 * (`90100001` San Ángel). Lists answer `[{ id, title }]` (wards add `postalCode`) with the
 * pagination headers `x-page`, `x-per-page`, `x-total-count`, `x-count`; `limit` is the page size
 * and `page` (1-based) the page. Each export is a table line's route options.
 */
const list = { successDescription: 'A page of places' };
const options = (route: EndpointRouteOptions): { route: EndpointRouteOptions } => ({ route });

export const addressRegionsOptions = options({
  ...list,
  description: 'The 32 states; `query` filters by name, ignoring accents.',
});

export const addressRegionCitiesOptions = options({
  ...list,
  description: 'Municipalities of the state `id` (INEGI code).',
});

export const addressDistrictsOptions = options({
  ...list,
  description:
    'Postal-code areas: `query` is the first digits of the code; `cityId` keeps those of a municipality.',
});

export const addressWardsOptions = options({
  ...list,
  description:
    'Settlements (colonias) of a postal code (`postalCode`, or `districtId`), a municipality (`cityId`), by name (`query`).',
});

export const addressCitiesOptions = options({
  ...list,
  description:
    'Municipalities by name (`query`), of a state (`regionId`), or the municipality of a `postalCode`.',
});

export const addressPostalCodeOptions = options({
  successDescription: 'The colonias of the postal code with their municipality and state',
});
