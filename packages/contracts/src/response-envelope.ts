import * as z from 'zod';
import type { EndpointDefinition, EndpointRequest } from './endpoint.js';
import { EnvelopeSchema, ErrorEnvelopeSchema, ViolationSchema } from './envelope.js';

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

/**
 * A refusal as a client reads it (a 4xx, or a 2xx saying `success: false`): the error envelope
 * with `data`, `code` and `message` left optional, so that a proxy's or an older server's shorter
 * body still yields its violations. The SDK parses with its `zod/mini` form.
 */
export const RefusalEnvelopeSchema = ErrorEnvelopeSchema.partial({ data: true, code: true, message: true });
