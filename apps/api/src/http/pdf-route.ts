import { createRoute } from '@hono/zod-openapi';
import { BinaryFileSchema, type EndpointDefinition } from '@lender/contracts';
import { endpointRoute } from './endpoint-route';

/** A binary PDF route: the endpoint's route whose success response is `application/pdf`. */
export function pdfRoute<E extends EndpointDefinition>(endpoint: E) {
  const base = endpointRoute(endpoint);
  const { [endpoint.successStatus]: _success, ...errors } = base.responses as Record<number, unknown>;
  return createRoute({
    ...base,
    responses: {
      200: {
        description: 'The PDF (`Content-Disposition: attachment`).',
        content: { 'application/pdf': { schema: BinaryFileSchema } },
      },
      ...(errors as Record<number, { description: string }>),
    },
  });
}
