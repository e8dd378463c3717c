import { createRoute } from '@hono/zod-openapi';
import { BinaryFileSchema, type EndpointDefinition } from '@lender/contracts';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { type EndpointRouteOptions, endpointRoute } from './endpoint-route';

/** The files an endpoint can answer with (its `responseContentType`), and how the API documents each. */
const FILES = {
  'application/pdf': 'The PDF (`Content-Disposition: attachment`).',
  'application/xml': 'The XML (`Content-Disposition: attachment`).',
  'application/zip': 'The ZIP (`Content-Disposition: attachment`).',
} as const;

export type FileContentType = keyof typeof FILES;

/** A file a use case answers with: its name and its bytes. */
export interface FileAnswer {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Whether `endpoint` answers with a file (a PDF, an XML or a ZIP) rather than the envelope. */
export const isFile = (endpoint: EndpointDefinition): boolean => endpoint.responseContentType in FILES;

/** A download route: the endpoint's route whose success response is its file. */
export function fileRoute<E extends EndpointDefinition>(endpoint: E, extra: EndpointRouteOptions = {}) {
  const contentType = endpoint.responseContentType as FileContentType;
  const base = endpointRoute(endpoint, extra);
  const { [endpoint.successStatus]: _success, ...errors } = base.responses as Record<number, unknown>;
  return createRoute({
    ...base,
    responses: {
      200: { description: FILES[contentType], content: { [contentType]: { schema: BinaryFileSchema } } },
      ...(errors as Record<number, { description: string }>),
    },
  });
}

/**
 * Sends a file as an attachment under its name, never sniffed, and by default never cached (a public
 * document names its own `cacheControl`). A ZIP's name keeps only letters, digits, `.`, `_` and `-`.
 */
export function fileResponse(
  c: Context<AppEnv>,
  file: FileAnswer,
  contentType: FileContentType,
  cacheControl = 'private, no-store',
): Response {
  const name = contentType === 'application/zip' ? file.fileName.replace(/[^\w.-]/g, '_') : file.fileName;
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': contentType === 'application/xml' ? 'application/xml; charset=utf-8' : contentType,
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
}
