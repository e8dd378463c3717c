import { createRoute } from '@hono/zod-openapi';
import { BinaryFileSchema, type EndpointDefinition } from '@lender/contracts';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { endpointRoute } from './endpoint-route';

/** An XML download route: the endpoint's route whose success response is `application/xml`. */
export function xmlRoute<E extends EndpointDefinition>(endpoint: E) {
  const base = endpointRoute(endpoint);
  const { [endpoint.successStatus]: _success, ...errors } = base.responses as Record<number, unknown>;
  return createRoute({
    ...base,
    responses: {
      200: {
        description: 'The XML (`Content-Disposition: attachment`).',
        content: { 'application/xml': { schema: BinaryFileSchema } },
      },
      ...(errors as Record<number, { description: string }>),
    },
  });
}

/** Sends a file as an attachment under its name, never cached or sniffed. */
export function fileResponse(
  c: Context<AppEnv>,
  file: { fileName: string; bytes: Uint8Array },
  contentType: 'application/pdf' | 'application/xml',
): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': contentType === 'application/xml' ? 'application/xml; charset=utf-8' : contentType,
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
