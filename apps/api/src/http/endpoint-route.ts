import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import {
  type EndpointDefinition,
  type Envelope,
  EnvelopeSchema,
  ErrorEnvelopeSchema,
  endpointErrorsByStatus,
  errorResponseDescription,
  openApiOperation,
} from '@lender/contracts';
import type { MiddlewareHandler } from 'hono';
import { requireAccess } from './auth-middleware';
import type { AppEnv } from './context';
import { idempotency } from './idempotency';
import { backOfficeAccess } from './permission-guard';

type Json<S extends z.ZodType> = { 'application/json': { schema: S } };
type Multipart<S extends z.ZodType> = { 'multipart/form-data': { schema: S } };

/** Request part of a route made from an endpoint of the contracts' catalogue. */
type Nothing = Record<never, never>;
type EndpointRequestConfig<E extends EndpointDefinition> = (E['request']['params'] extends z.ZodObject
  ? { params: E['request']['params'] }
  : Nothing) &
  (E['request']['query'] extends z.ZodObject ? { query: E['request']['query'] } : Nothing) &
  (E['request']['body'] extends z.ZodType
    ? {
        body: {
          content: E['request']['bodyContentType'] extends 'multipart/form-data'
            ? Multipart<E['request']['body']>
            : Json<E['request']['body']>;
          required: true;
        };
      }
    : Nothing);

/** The route config of an endpoint: typed request, envelope response typed from the contract. */
export type EndpointRoute<E extends EndpointDefinition> = {
  method: E['method'];
  path: string;
  middleware: MiddlewareHandler<AppEnv>[];
  request: EndpointRequestConfig<E>;
  responses: {
    [K in E['successStatus']]: {
      description: string;
      content: Json<z.ZodType<Envelope<z.infer<E['response']>>>>;
    };
  };
};

/** Documents the optional `Idempotency-Key` header (ADR 023); the middleware checks it. */
const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({
      description:
        'A key unique per submit (a UUID): a retry with the same key and body gets the first response (24 h); ' +
        'another body with the key is `idempotency_key_reused`.',
      example: '3b241101-e2bb-4255-8caf-4136c566a962',
    }),
});

/** The same header where a call moves money and the key is required (ADR 218, issue 10). */
const RequiredIdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().meta({
    description:
      'Required: this call moves money. A new key (a UUID) per submit; a retry with the same key and body ' +
      'gets the first response (24 h); another body with the key is `idempotency_key_reused`; without it ' +
      'the call is refused with `idempotency_key_required` (400).',
    example: '3b241101-e2bb-4255-8caf-4136c566a962',
  }),
});

/**
 * The headers of a page of a list (spec §7) that `setPaginationHeaders` writes, documented on a
 * `paginated` endpoint's success response: the estimate flag on back-office lists (a big list's
 * total past its exact-count cap is the planner's estimate, ADR 064 and 082), the next cursor where the query takes one.
 */
export function paginationHeaders(endpoint: EndpointDefinition) {
  const estimated = endpoint.access === 'user';
  return {
    'x-page': { schema: { type: 'integer' }, description: 'Page number (1-based)' },
    'x-per-page': { schema: { type: 'integer' }, description: 'Page size' },
    'x-total-count': {
      schema: { type: 'integer' },
      description: estimated
        ? 'Matches across all pages; an estimate when `x-total-count-estimated` is sent'
        : 'Matches across all pages',
    },
    ...(estimated && {
      'x-total-count-estimated': {
        schema: { type: 'string', enum: ['true'] },
        description:
          'Sent (`true`) when `x-total-count` is the planner’s estimate: a big list counts exactly only up to a cap (ADR 064, 082)',
      },
    }),
    'x-count': { schema: { type: 'integer' }, description: 'Items in this page' },
    ...(endpoint.request.query?.shape.cursor !== undefined && {
      'x-next-cursor': {
        schema: { type: 'string' },
        description: 'Send it as `cursor` for the next page; absent on the last page (ADR 048)',
      },
    }),
  };
}

/** What a route adds to its endpoint's definition: the API's documentation and middleware. */
export interface EndpointRouteOptions {
  /**
   * The auth middleware instead of the one the endpoint's `access` asks for: a client read that
   * loads its rows with the session (`requireClientReading`, ADR 091). It must check what that one
   * checks.
   */
  access?: MiddlewareHandler<AppEnv>;
  /** Middleware after the auth, idempotency and permission checks (a cache, a body limit). */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** The operation's description in this API's document (instead of the endpoint's). */
  description?: string;
  /** The success response's description. @default 'Success' */
  successDescription?: string;
  /** Request headers this API reads beside the endpoint's (documented and validated). */
  headers?: z.ZodObject;
  /** Request cookies this API reads (documented and validated). */
  cookies?: z.ZodObject;
}

/**
 * A `createRoute` config made from an endpoint of `@lender/contracts`: path, operation id, tag,
 * request schemas, the success envelope and one response per status of its catalogue errors, plus
 * the auth middleware its `access` asks for and, for the back office, the guard of its
 * `permission` (documented as `x-permission`; no route names a permission, ADR 075). Handlers are
 * typed from it like any route.
 */
export function endpointRoute<E extends EndpointDefinition>(
  endpoint: E,
  extra: EndpointRouteOptions = {},
): EndpointRoute<E> {
  const request: Record<string, unknown> = {};
  if (endpoint.request.params) request.params = endpoint.request.params;
  if (endpoint.request.query) request.query = endpoint.request.query;
  if (endpoint.idempotent) {
    request.headers = endpoint.idempotencyKeyRequired
      ? RequiredIdempotencyHeadersSchema
      : IdempotencyHeadersSchema;
  }
  if (extra.headers) {
    request.headers = request.headers
      ? (request.headers as z.ZodObject).extend(extra.headers.shape)
      : extra.headers;
  }
  if (extra.cookies) request.cookies = extra.cookies;
  if (endpoint.request.body) {
    // An upload's body is `multipart/form-data` (its contract says so); every other is JSON.
    const contentType = endpoint.request.bodyContentType ?? 'application/json';
    request.body = { content: { [contentType]: { schema: endpoint.request.body } }, required: true };
  }
  const responses: Record<number, unknown> = {
    [endpoint.successStatus]: {
      description:
        extra.successDescription ??
        (endpoint.issuesToken
          ? 'Success; the envelope carries the access token in `Authorization`.'
          : 'Success'),
      ...(endpoint.paginated && { headers: paginationHeaders(endpoint) }),
      content: { 'application/json': { schema: EnvelopeSchema(endpoint.response) } },
    },
  };
  // Every code the endpoint can answer (`@lender/contracts` endpointErrorCodes), one response per status.
  for (const [status, codes] of endpointErrorsByStatus(endpoint)) {
    responses[status] = {
      description: errorResponseDescription(status, codes),
      content: { 'application/json': { schema: ErrorEnvelopeSchema } },
    };
  }
  return createRoute({
    ...openApiOperation(endpoint),
    ...((extra.description ?? endpoint.description) !== undefined && {
      description: extra.description ?? endpoint.description,
    }),
    ...(endpoint.access !== 'public' && { security: [{ bearerAuth: [] }] }),
    ...(endpoint.permission !== undefined && { 'x-permission': endpoint.permission }),
    middleware: [
      // Back-office calls: the token, then the role's permissions, read from the database on every
      // call (ADR 026, 075).
      ...(endpoint.access === 'public'
        ? []
        : [
            extra.access ??
              (endpoint.access === 'user' ? backOfficeAccess(endpoint) : requireAccess(endpoint.access)),
          ]),
      // After the auth check: keys are kept per account (ADR 023).
      ...(endpoint.idempotent && endpoint.access !== 'public'
        ? [idempotency({ required: endpoint.idempotencyKeyRequired })]
        : []),
      ...(extra.middleware ?? []),
    ],
    request,
    responses,
  } as RouteConfig) as unknown as EndpointRoute<E>;
}

export { z };
