import { createRoute } from '@hono/zod-openapi';
import { BinaryFileSchema, type EndpointDefinition } from '@lender/contracts';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { endpointRoute } from './endpoint-route';

/** A binary ZIP route: the endpoint's route whose success response is `application/zip`. */
export function zipRoute<E extends EndpointDefinition>(endpoint: E) {
  const base = endpointRoute(endpoint);
  const { [endpoint.successStatus]: _success, ...errors } = base.responses as Record<number, unknown>;
  return createRoute({
    ...base,
    responses: {
      200: {
        description: 'The ZIP (`Content-Disposition: attachment`).',
        content: { 'application/zip': { schema: BinaryFileSchema } },
      },
      ...(errors as Record<number, { description: string }>),
    },
  });
}

/** A ZIP download: binary body, its file name, never cached by shared caches. */
export function zipResponse(c: Context<AppEnv>, file: { fileName: string; bytes: Uint8Array }): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
