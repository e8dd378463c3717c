import { ENDPOINT_LIST, type EndpointDefinition, endpointErrorCodes } from '@lender/contracts';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/** The catalogue's endpoints by `METHOD /hono/path`, as Hono reports the matched route. */
const BY_ROUTE = new Map<string, EndpointDefinition>(
  ENDPOINT_LIST.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint]),
);

/**
 * Error codes answered in tests that the endpoint's documentation (its OpenAPI responses, from
 * `endpointErrorCodes` of `@lender/contracts`) does not list. The API's test setup fails every
 * test file that leaves an entry here, so the documentation and the handlers stay in step.
 */
export const undocumentedErrors: string[] = [];

/**
 * Checks that `code`, about to be answered, is one the matched endpoint documents. An undocumented
 * code is logged (a warning: the document needs the code) and, under tests, recorded in
 * {@link undocumentedErrors}. Requests that matched no endpoint of the catalogue (unknown paths,
 * errors of global middleware) are not checked here.
 */
export function noteErrorCode(c: Context<AppEnv>, code: string): void {
  let route: string;
  try {
    route = `${c.req.method} ${c.req.routePath}`;
  } catch {
    return;
  }
  const endpoint = BY_ROUTE.get(route);
  if (!endpoint || (endpointErrorCodes(endpoint) as string[]).includes(code)) return;
  const core = c.get('core');
  core?.logger.warn('undocumented error code', { operationId: endpoint.id, code });
  if (core?.environment === 'test') undocumentedErrors.push(`${endpoint.id} (${route}) answered ${code}`);
}
