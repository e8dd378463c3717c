import { publicEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

/**
 * `/web/public/address/*` (spec §7 Public). The spec's generic words map to Mexico's:
 * region = state (INEGI code as a number, `9` Ciudad de México), city = municipality (`9010`
 * Álvaro Obregón), district = postal-code area (`1000` for `01000`), ward = settlement / colonia
 * (`90100001` San Ángel). Lists answer `[{ id, title }]` (wards add `postalCode`) with the
 * pagination headers `x-page`, `x-per-page`, `x-total-count`, `x-count`; `limit` is the page size
 * and `page` (1-based) the page.
 */
const list = { successDescription: 'A page of places' };

export const addressRegions = endpointRoute(e.addressRegions, {
  ...list,
  description: 'The 32 states; `query` filters by name, ignoring accents.',
});

export const addressRegionCities = endpointRoute(e.addressRegionCities, {
  ...list,
  description: 'Municipalities of the state `id` (INEGI code).',
});

export const addressDistricts = endpointRoute(e.addressDistricts, {
  ...list,
  description:
    'Postal-code areas: `query` is the first digits of the code; `cityId` keeps those of a municipality.',
});

export const addressWards = endpointRoute(e.addressWards, {
  ...list,
  description:
    'Settlements (colonias) of a postal code (`postalCode`, or `districtId`), a municipality (`cityId`), by name (`query`).',
});

export const addressCities = endpointRoute(e.addressCities, {
  ...list,
  description:
    'Municipalities by name (`query`), of a state (`regionId`), or the municipality of a `postalCode`.',
});

export const addressPostalCode = endpointRoute(e.addressPostalCode, {
  successDescription: 'The colonias of the postal code with their municipality and state',
});
