import {
  type EndpointDefinition,
  ErrorEnvelopeSchema,
  endpointErrorsByStatus,
  errorResponseDescription,
} from '@lender/contracts';

/**
 * The OpenAPI error responses of an endpoint, one per status of every code it can answer
 * (`endpointErrorCodes` of `@lender/contracts`), for routes written with `createRoute` by hand;
 * `endpointRoute` adds them itself.
 */
export function errorResponses(endpoint: EndpointDefinition) {
  return Object.fromEntries(
    [...endpointErrorsByStatus(endpoint)].map(([status, codes]) => [
      status,
      {
        description: errorResponseDescription(status, codes),
        content: { 'application/json': { schema: ErrorEnvelopeSchema } },
      },
    ]),
  );
}
