import { z } from 'zod';
import { backOfficeAuthEndpoints, backOfficeOperationsEndpoints } from './back-office/endpoints.js';
import { clientAccountEndpoints, clientLendingEndpoints } from './client/endpoints.js';
import type { EndpointDefinition } from './endpoint.js';
import { EnvelopeSchema, ViolationSchema } from './envelope.js';
import { publicEndpoints } from './public/endpoints.js';

/**
 * Every `/web` endpoint, keyed by its id (the OpenAPI `operationId`). The single source for the
 * API's routes and OpenAPI document and for the SDK's calls. Order matters where a static segment
 * shares a position with a parameter (`classification/list` before `classification/:path`).
 */
export const endpoints = {
  ...publicEndpoints,
  ...clientAccountEndpoints,
  ...clientLendingEndpoints,
  ...backOfficeAuthEndpoints,
  ...backOfficeOperationsEndpoints,
} as const;

/** The id of an endpoint of the catalogue. */
export type EndpointId = keyof typeof endpoints;
/** The endpoint of the catalogue named `Id`. */
export type Endpoints = typeof endpoints;

/** The catalogue as a list, in mounting order. */
export const ENDPOINT_LIST: readonly EndpointDefinition[] = Object.values(endpoints);

/**
 * The schema of an endpoint's whole JSON success body: the envelope around its `data`, with
 * `Authorization` required when the endpoint issues a token.
 */
export function responseEnvelopeSchema<E extends EndpointDefinition>(endpoint: E) {
  const envelope = EnvelopeSchema(endpoint.response);
  return endpoint.issuesToken ? envelope.extend({ Authorization: z.string() }) : envelope;
}

/** The violations list a 400 carries, for reuse in OpenAPI documents. */
export const ViolationListSchema = z.array(ViolationSchema);
