import { backOfficeCatalogue } from './audience/back-office-catalogue.js';
import { clientCatalogue } from './audience/client-catalogue.js';
import { publicCatalogue } from './audience/public-catalogue.js';
import type { EndpointDefinition } from './endpoint.js';

export { RefusalEnvelopeSchema, responseEnvelopeSchema, ViolationListSchema } from './response-envelope.js';

/**
 * Every `/web` endpoint, keyed by its id (the OpenAPI `operationId`). The single source for the
 * API's routes and OpenAPI document and for the SDK's calls. Order matters where a static segment
 * shares a position with a parameter (`classification/list` before `classification/:path`).
 * Assembled from the audiences' catalogues (`@lender/contracts/public`, `/client`, `/back-office`),
 * each of which gathers every endpoint map of its folder's `endpoints.ts`.
 */
export const endpoints = {
  ...publicCatalogue,
  ...clientCatalogue,
  ...backOfficeCatalogue,
} as const;

/** The id of an endpoint of the catalogue. */
export type EndpointId = keyof typeof endpoints;
/** The endpoint of the catalogue named `Id`. */
export type Endpoints = typeof endpoints;

/** The catalogue as a list, in mounting order. */
export const ENDPOINT_LIST: readonly EndpointDefinition[] = Object.values(endpoints);
