import * as z from 'zod';
import type { EndpointDefinition, EndpointRequest } from './endpoint.js';
import { EnvelopeSchema, ViolationSchema } from './envelope.js';

/**
 * The schema of an endpoint's whole JSON success body: the envelope around its `data`, with
 * `Authorization` required when the endpoint issues a token.
 */
export function responseEnvelopeSchema<T extends z.ZodType>(
  endpoint: EndpointDefinition<EndpointRequest, T>,
) {
  const envelope = EnvelopeSchema(endpoint.response);
  return endpoint.issuesToken ? envelope.extend({ Authorization: z.string() }) : envelope;
}

/** The violations list a 400 carries, for reuse in OpenAPI documents. */
export const ViolationListSchema = z.array(ViolationSchema);
