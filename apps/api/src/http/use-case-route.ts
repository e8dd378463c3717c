import type { RouteConfig, z } from '@hono/zod-openapi';
import type { EndpointDefinition } from '@lender/contracts';
import { type Core, withAuditContext } from '@lender/core';
import type { Context } from 'hono';
import { bearerToken } from './auth-middleware';
import type { AppEnv, AppRouter } from './context';
import { csvResponse, csvRoute, isCsv } from './csv-route';
import { type EndpointRouteOptions, endpointRoute } from './endpoint-route';
import { type FileAnswer, type FileContentType, fileResponse, fileRoute, isFile } from './file-route';
import { centavosIn } from './money';
import { ok, setListPageHeaders } from './responses';
import { createRouter } from './router';

// One shape for every use case (ADR 324): `(ctx, input)`, `input` the request as its endpoint
// validated it and who makes it. One handler here reads the request, calls the use case and writes
// the answer the contract names (the envelope, a list's page with its headers, the success status),
// so a group's routes are a table of (endpoint, use case) pairs. An export's use case returns its
// file (`{ name, csv, rows }`), sent as the CSV attachment its endpoint names; a login's, its token,
// sent in the envelope's `Authorization`; a download's, its
// `{ fileName, bytes }`, sent as the PDF, XML or ZIP its endpoint names. A route whose request carries pesos
// names where (`pesos`), and the use case gets centavos there: the one conversion on the way in.

type Part<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a use case takes beside its context: who calls, and the endpoint's validated request. */
export interface UseCaseInput<E extends EndpointDefinition> {
  /** Who may call the endpoint (`client`: a borrower, `user`: the back office), so whose files they read. */
  readonly access: E['access'];
  /** The back-office user or the borrower making the call (0 on a public endpoint). */
  readonly actorId: number;
  readonly params: Part<E['request']['params']>;
  readonly query: Part<E['request']['query']>;
  readonly body: Part<E['request']['body']>;
  /** The caller's address (what the per-address limits count, and a consent's evidence). */
  readonly requester: string;
  /** The caller's `User-Agent` (a consent's evidence), or null without one. */
  readonly userAgent: string | null;
  /** The API's origin as the request reached it (where a provider sends a borrower back). */
  readonly origin: string;
  /** The request's id (`X-Request-Id`), for the log (the audit trail reads it from its context). */
  readonly requestId: string;
  /**
   * On a public endpoint, the `Authorization` bearer token if one was sent (the back-office login's
   * second step carries its mfa token so); a private endpoint's token is its guard's and not passed.
   */
  readonly bearer: string | undefined;
  /**
   * The caller's session (none on a public endpoint) and, on a borrower's call, what its guards
   * found: the client row, the profile's facts or the journey's rows where the route reads them in
   * the session's statement (ADR 091), the sandbox grant on a sandbox route. A use case reuses them
   * instead of reading them again.
   */
  readonly session: CallerSession | undefined;
}

type Variables = AppEnv['Variables'];

/** See {@link UseCaseInput.session}. */
export type CallerSession = Readonly<Variables['clientRead']> & {
  readonly id: string;
  /** A back-office session still waiting for its TOTP step (a refresh keeps its token an mfa one). */
  readonly mfaPending: boolean;
  readonly client?: Variables['client'];
  readonly sandboxGrant?: Variables['sandboxGrant'];
};

/**
 * A use case that answers `E` (its answer, or a promise of it: a table read needs no await):
 * TypeScript refuses one that takes another input.
 */
export type UseCaseOf<E extends EndpointDefinition> = (core: Core, input: UseCaseInput<E>) => unknown;

/**
 * Where a request carries pesos: a path from the input (`['body', 'loanAmount', 'amount']`,
 * `['params', 'amount']`). The use case finds integer centavos there; a value that is not pesos with
 * at most two decimals is a `validation_failed` naming the field (the path without its part).
 */
export type PesosPath = readonly ['params' | 'query' | 'body', ...string[]];

/** One line of a table: the endpoint and the use case of its name. */
export interface UseCaseRoute {
  readonly endpoint: EndpointDefinition;
  readonly run: UseCaseOf<EndpointDefinition>;
  readonly pesos: readonly PesosPath[];
  /** What the route adds to its endpoint's (an upload's body limit and description). */
  readonly route: EndpointRouteOptions;
}

/** Every use case a table line mounts (checked against its endpoint), for the shape's test. */
export const mountedUseCases = new Set<unknown>();

/** Pairs an endpoint with its use case, checking at compile time that the use case takes its input. */
export function useCaseRoute<E extends EndpointDefinition>(
  endpoint: E,
  run: UseCaseOf<E>,
  options: { pesos?: readonly PesosPath[]; route?: EndpointRouteOptions } = {},
): UseCaseRoute {
  mountedUseCases.add(run);
  return {
    endpoint,
    run: run as UseCaseRoute['run'],
    pesos: options.pesos ?? [],
    route: options.route ?? {},
  };
}

/**
 * `input` with the pesos at `paths` in centavos, each object on the way copied (the validated
 * request is left as it was). A path whose value is absent (an optional amount) is skipped.
 */
export function centavosAt<T extends object>(input: T, paths: readonly PesosPath[]): T {
  let result = input;
  for (const path of paths) {
    const [part, ...field] = path;
    const replace = (value: unknown, depth: number): unknown => {
      if (depth === path.length) return typeof value === 'number' ? centavosIn(value, field) : value;
      if (value === null || typeof value !== 'object') return value;
      const key = path[depth] as string;
      const record = value as Record<string, unknown>;
      if (!(key in record)) return value;
      return { ...record, [key]: replace(record[key], depth + 1) };
    };
    result = { ...result, [part]: replace((result as Record<string, unknown>)[part], 1) };
  }
  return result;
}

type Valid = (target: 'param' | 'query' | 'json' | 'form') => unknown;

/** The request's parts as the endpoint's route validated them. */
function inputOf(endpoint: EndpointDefinition, c: Context<AppEnv>): UseCaseInput<EndpointDefinition> {
  const valid = c.req.valid.bind(c.req) as Valid;
  const { params, query, body, bodyContentType } = endpoint.request;
  return {
    access: endpoint.access,
    actorId: endpoint.access === 'public' ? 0 : c.get('auth').subjectId,
    params: (params ? valid('param') : undefined) as never,
    query: (query ? valid('query') : undefined) as never,
    body: (body ? valid(bodyContentType === 'multipart/form-data' ? 'form' : 'json') : undefined) as never,
    requester: c.get('clientIp'),
    userAgent: c.req.header('user-agent') ?? null,
    origin: new URL(c.req.url).origin,
    requestId: c.get('requestId'),
    bearer: endpoint.access === 'public' ? bearerToken(c.req.header('authorization')) : undefined,
    session: sessionOf(endpoint, c),
  };
}

function sessionOf(endpoint: EndpointDefinition, c: Context<AppEnv>): CallerSession | undefined {
  if (endpoint.access === 'public') return undefined;
  const { sessionId: id, mfaPending } = c.get('auth');
  if (endpoint.access !== 'client') return { id, mfaPending };
  return {
    id,
    mfaPending,
    client: c.get('client'),
    sandboxGrant: c.get('sandboxGrant'),
    ...c.get('clientRead'),
  };
}

type Page = Parameters<typeof setListPageHeaders>[2];

/** Answers one call: the use case's result in the envelope, a list's page with its headers. */
async function answer(route: UseCaseRoute, c: Context<AppEnv>): Promise<Response> {
  const { endpoint } = route;
  const input = centavosAt(inputOf(endpoint, c), route.pesos);
  // Whatever the use case audits names this request (a call no permission guard wraps included).
  const result = await withAuditContext({ requestId: input.requestId }, () =>
    route.run(c.get('core'), input),
  );
  if (isCsv(endpoint)) {
    const { name, ...file } = result as { name: string; csv: string; rows: number };
    return csvResponse(c, name, file);
  }
  if (isFile(endpoint))
    return fileResponse(c, result as FileAnswer, endpoint.responseContentType as FileContentType);
  if (endpoint.issuesToken) {
    // A login, registration or refresh (spec §7): the token travels in the envelope's `Authorization`.
    const { token, ...data } = result as { token: string };
    return c.json(ok(data, { Authorization: token }), endpoint.successStatus);
  }
  if (endpoint.paginated) {
    const page = result as Page;
    setListPageHeaders(c, input.query as { page: number; perPage: number }, page);
    return c.json(ok(page.items), endpoint.successStatus);
  }
  return c.json(ok(result), endpoint.successStatus);
}

/** A route whose answer is not a use case's envelope (a file, a callback): its handler, named. */
export interface SpecialRoute {
  readonly route: RouteConfig;
  readonly handler: (c: Context<AppEnv>) => Promise<Response>;
}

/** A special route in a table, where its path must be matched (before `/:id`, say). */
export const specialRoute = (route: RouteConfig, handler: SpecialRoute['handler']): SpecialRoute => ({
  route,
  handler,
});

/** A router of a table of routes, mounted in the table's order (a literal path before `/:id`). */
export function useCaseRouter(routes: readonly (UseCaseRoute | SpecialRoute)[]): AppRouter {
  const router = createRouter();
  for (const route of routes) {
    if ('handler' in route) router.openapi(route.route, route.handler as never);
    else {
      const { endpoint } = route;
      const config = isCsv(endpoint)
        ? csvRoute(endpoint)
        : isFile(endpoint)
          ? fileRoute(endpoint, route.route)
          : endpointRoute(endpoint, route.route);
      router.openapi(config, ((c: Context<AppEnv>) => answer(route, c)) as never);
    }
  }
  return router;
}
