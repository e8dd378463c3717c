// `@lender/contracts/mini`: the `zod/mini` forms of the schemas a browser needs to read the public
// calculator's answers and any response's envelope, generated from the classic schemas
// (`mini.gen.ts`), with the envelope's helpers that need no zod. A calculator page bundles these
// and `zod/mini`, not classic zod.
import type * as z from 'zod/mini';
import { EnvelopeSchema, TokenEnvelopeSchema } from './mini.gen.js';

export type { EndpointCall, HttpMethod, RequestContentType, ResponseContentType } from './endpoint.js';
export type { Envelope, ErrorEnvelope, Violation } from './envelope.js';
export * from './mini.gen.js';
export type { Pagination } from './pagination.js';
export { PAGINATION_HEADERS, paginationFromHeaders } from './pagination-headers.js';
export { fieldNameFromPropertyPath, toPropertyPath } from './property-path.js';

/**
 * The `zod/mini` schema of an endpoint's whole JSON success body, as `responseEnvelopeSchema` of
 * `@lender/contracts` builds it: the envelope around `endpoint.response` (a mini schema, or a
 * classic one: both are zod 4 schemas), `Authorization` required when the endpoint issues a token.
 *
 * @example responseEnvelopeSchema(publicCalculatorCalls.arithmeticOffer).safeParse(await response.json())
 */
export function responseEnvelopeSchema<T extends z.core.$ZodType>(endpoint: {
  readonly issuesToken: boolean;
  readonly response: T;
}) {
  return endpoint.issuesToken ? TokenEnvelopeSchema(endpoint.response) : EnvelopeSchema(endpoint.response);
}
