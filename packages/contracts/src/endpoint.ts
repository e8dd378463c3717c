import * as z from 'zod';
import type { ErrorCode } from './errors.js';
import type { EndpointPermission } from './permissions.js';

/** HTTP methods the `/web` API uses. */
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call an endpoint:
 * - `public`: anyone;
 * - `client`: a borrower's token (`account_type` client);
 * - `user`: a back-office user's token after the TOTP step;
 * - `mfa`: a back-office token still waiting for the TOTP step (only the TOTP login step).
 */
export const ENDPOINT_ACCESS = ['public', 'client', 'user', 'mfa'] as const;
export type EndpointAccess = (typeof ENDPOINT_ACCESS)[number];

/**
 * The groups of the catalogue (`ENDPOINT_GROUPS`): the first half of every endpoint's id
 * (`backOffice.riskReport`) and the SDK's `api.<group>` (`api.backOffice.riskReport()`).
 */
export type EndpointGroup = 'public' | 'client' | 'backOffice';

/** Content types a request body comes in. */
export type RequestContentType = 'application/json' | 'multipart/form-data';
/** Content types a success response comes in; JSON is always wrapped in the envelope. */
export type ResponseContentType =
  | 'application/json'
  | 'application/pdf'
  | 'application/xml'
  | 'application/zip'
  | 'text/csv';

/** OpenAPI groups of the catalogue. */
export const ENDPOINT_TAGS = [
  'Public: address',
  'Public: catalogues',
  'Public: registration',
  'Public: auth',
  'Public: calculator',
  'Client: profile',
  'Client: auth',
  'Client: onboarding',
  'Client: telemetry',
  'Client: application',
  'Client: offers',
  'Client: loan',
  'Client: payments',
  'Client: documents',
  'Client: integrations',
  'Client: referrals',
  'Client: journey',
  'Back-office',
] as const;
export type EndpointTag = (typeof ENDPOINT_TAGS)[number];

/**
 * Where an endpoint comes from: `spec` (a path), `operations` (the back-office API
 * beyond the spec), `sandbox` (the sandbox controls), `extension` (a call the apps need that
 * the original API does not have: requesting the agreement's SMS code, the public documents pages).
 */
export const ENDPOINT_ORIGINS = ['spec', 'operations', 'sandbox', 'extension'] as const;
export type EndpointOrigin = (typeof ENDPOINT_ORIGINS)[number];

/** The request parts of an endpoint; params and query are objects whose keys are the names. */
export interface EndpointRequest {
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** @default 'application/json' when `body` is set */
  readonly bodyContentType?: RequestContentType;
}

/** One `/web` endpoint: everything the API needs to mount it and the SDK needs to call it. */
export interface EndpointDefinition<
  TRequest extends EndpointRequest = EndpointRequest,
  TResponse extends z.ZodType = z.ZodType,
  TId extends string = string,
> {
  /**
   * Unique name, `<group>.<name>` (`backOffice.riskReport`): the OpenAPI `operationId`, the key of
   * the catalogue and the SDK's method (`api.backOffice.riskReport()`).
   */
  readonly id: TId;
  readonly method: HttpMethod;
  /** Hono-style path, e.g. `/web/public/client/check/:key/:value`. */
  readonly path: string;
  readonly access: EndpointAccess;
  /**
   * Back-office endpoints (`access: 'user'`): the permission of `BACK_OFFICE_PERMISSIONS` the
   * caller's role must hold (or every one of a list), or `'signed-in'` for any active back-office
   * user. The API's guard reads it; other audiences leave it out.
   */
  readonly permission?: EndpointPermission;
  /** @default 'spec' */
  readonly origin: EndpointOrigin;
  readonly tag: EndpointTag;
  readonly summary: string;
  readonly description?: string;
  readonly request: TRequest;
  /** Schema of the envelope's `data` for JSON responses, or of the body for binary ones. */
  readonly response: TResponse;
  /** @default 'application/json' */
  readonly responseContentType: ResponseContentType;
  /** Status of success: 201 for creations (application 201). @default 200 */
  readonly successStatus: 200 | 201;
  /** The response carries a token in the envelope's `Authorization` field. */
  readonly issuesToken: boolean;
  /** The call accepts an `Idempotency-Key` header. */
  readonly idempotent: boolean;
  /**
   * The call moves money and refuses a request without an `Idempotency-Key`
   * (`idempotency_key_required`, 400). Implies `idempotent`.
   */
  readonly idempotencyKeyRequired: boolean;
  /** The response carries `x-page`, `x-per-page`, `x-total-count`, `x-count` headers. */
  readonly paginated: boolean;
  /** Codes of the error catalogue this call can answer with, beyond the generic ones. */
  readonly errors: readonly ErrorCode[];
}

/**
 * What a client needs of an endpoint to call it and read its answer: an {@link EndpointDefinition}
 * is one, and so are the `zod/mini` forms of `@lender/contracts/mini`, whose `response`
 * is a `zod/mini` schema. The SDK calls through this.
 */
export interface EndpointCall<TResponse extends z.core.$ZodType = z.core.$ZodType> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** The request's parts; a client reads only whether a body is sent, and as what. */
  readonly request: {
    readonly params?: unknown;
    readonly query?: unknown;
    readonly body?: unknown;
    readonly bodyContentType?: RequestContentType;
  };
  readonly response: TResponse;
  readonly responseContentType: ResponseContentType;
  readonly issuesToken: boolean;
  readonly idempotent: boolean;
}

/**
 * An endpoint of the `zod/mini` public catalogue (`publicCatalogue` of `@lender/contracts/public`,
 * generated from the classic one): the same fields as an {@link EndpointDefinition} but the
 * OpenAPI document's words (`tag`, `summary`, `description`), with `zod/mini` schemas.
 */
export interface MiniEndpointDefinition<TResponse extends z.core.$ZodType = z.core.$ZodType>
  extends Omit<EndpointDefinition, 'request' | 'response' | 'tag' | 'summary' | 'description'>,
    EndpointCall<TResponse> {
  readonly request: {
    readonly params?: z.core.$ZodType;
    readonly query?: z.core.$ZodType;
    readonly body?: z.core.$ZodType;
    readonly bodyContentType?: RequestContentType;
  };
}

type EndpointInput<TRequest extends EndpointRequest, TResponse extends z.ZodType> = Pick<
  EndpointDefinition<TRequest, TResponse>,
  'id' | 'method' | 'path' | 'access' | 'tag' | 'summary' | 'request' | 'response'
> &
  Partial<
    Pick<
      EndpointDefinition<TRequest, TResponse>,
      | 'description'
      | 'permission'
      | 'origin'
      | 'responseContentType'
      | 'successStatus'
      | 'issuesToken'
      | 'idempotent'
      | 'idempotencyKeyRequired'
      | 'paginated'
      | 'errors'
    >
  >;

/** Fills an endpoint's defaults, keeping the exact schema types for inference. */
export function defineEndpoint<TRequest extends EndpointRequest, TResponse extends z.ZodType>(
  input: EndpointInput<TRequest, TResponse>,
): EndpointDefinition<TRequest, TResponse> {
  return {
    origin: 'spec',
    responseContentType: 'application/json',
    successStatus: 200,
    issuesToken: false,
    idempotent: false,
    idempotencyKeyRequired: false,
    paginated: false,
    errors: [],
    ...input,
    ...(input.idempotencyKeyRequired === true && { idempotent: true }),
  };
}

/** An endpoint as an endpoint map writes it: everything but the `id`, which its group and key make. */
export type EndpointFields<TRequest extends EndpointRequest, TResponse extends z.ZodType> = Omit<
  EndpointInput<TRequest, TResponse>,
  'id'
>;

/** The endpoints of map `M` of group `G`: each one's `id` is `<G>.<key>`. */
export type EndpointMap<
  G extends EndpointGroup,
  M extends Record<string, EndpointFields<EndpointRequest, z.ZodType>>,
> = {
  readonly [K in keyof M & string]: EndpointDefinition<M[K]['request'], M[K]['response'], `${G}.${K}`>;
};

/**
 * An endpoint map of one group: each key is the endpoint's name in its group (the SDK's method
 * name), and its `id` (the OpenAPI `operationId` and the catalogue's key) is `<group>.<key>`, filled
 * in here, so a map never spells a name twice; defaults as {@link defineEndpoint}, the exact schema
 * types kept for inference. A catalogue (`catalogueOf`) refuses an endpoint whose `access` is not its
 * group's.
 *
 * @example defineEndpoints('public', { banks: { method: 'get', path: '/web/public/banks', … } }).banks.id // 'public.banks'
 */
export function defineEndpoints<
  G extends EndpointGroup,
  M extends Record<string, EndpointFields<EndpointRequest, z.ZodType>>,
>(group: G, map: M): EndpointMap<G, M> {
  return Object.fromEntries(
    Object.entries(map).map(([key, fields]) => [key, defineEndpoint({ ...fields, id: `${group}.${key}` })]),
  ) as EndpointMap<G, M>;
}

/**
 * Turns a Hono path into an OpenAPI one (`:id` → `{id}`), as `@hono/zod-openapi`'s `createRoute` wants.
 *
 * @example toOpenApiPath('/web/public/address/region/:id/city') // '/web/public/address/region/{id}/city'
 */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * The fields an OpenAPI operation takes from its endpoint, as `@hono/zod-openapi`'s `createRoute`
 * wants them: method, path (`{id}` form), operation id, tag and summary. The API spreads them first
 * into each route, so the document lists them in this order.
 *
 * @example createRoute({ ...openApiOperation(endpoints['public.banks']), request: {}, responses })
 */
export function openApiOperation(endpoint: EndpointDefinition) {
  return {
    method: endpoint.method,
    path: toOpenApiPath(endpoint.path),
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
  };
}

/** Names of the path parameters of a Hono path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/** The data type of an endpoint's response. */
export type EndpointResponse<E extends EndpointDefinition> = z.infer<E['response']>;
/** The body type an endpoint accepts (before defaults are applied). */
export type EndpointBody<E extends EndpointDefinition> = E['request']['body'] extends z.ZodType
  ? z.input<E['request']['body']>
  : never;
/** The path parameters an endpoint takes. */
export type EndpointParams<E extends EndpointDefinition> = E['request']['params'] extends z.ZodType
  ? z.input<E['request']['params']>
  : never;
/** The query an endpoint takes. */
export type EndpointQuery<E extends EndpointDefinition> = E['request']['query'] extends z.ZodType
  ? z.input<E['request']['query']>
  : never;

/** A binary response body (a PDF), for documentation. */
export const BinaryFileSchema = z.string().meta({ id: 'BinaryFile', format: 'binary' });
