import type { AnswerBeforeRouting } from '../public-calculator/public-calculator.before-routing';

/** The liveness route, as Hono matches it and the request log names it. */
export const HEALTHZ_ROUTE = '/healthz';

/** What the route's `c.json({ status: 'ok' })` sends. */
const HEALTHZ_BODY = new TextEncoder().encode(JSON.stringify({ status: 'ok' }));
const HEALTHZ_HEADERS = { 'Content-Type': 'application/json' } as const;

/**
 * `GET /healthz` answered before routing (ADR 101): a liveness probe learns only that the process
 * answers, and load balancers and orchestrators ask it every few seconds per instance, so it skips
 * the router and the context like the cached public answers (ADR 090). The same bytes as the
 * route's answer (status, headers, body and log line: the caller adds the security headers, the
 * request id and the line). Only the exact path: a query or a HEAD goes to the route.
 */
export function healthAnswerBeforeRouting(pathAndQuery: string): AnswerBeforeRouting | undefined {
  if (pathAndQuery !== HEALTHZ_ROUTE) return undefined;
  return {
    // The header as Hono's `c.json` names it, so the bytes on the wire are the route's.
    parts: { status: 200, body: HEALTHZ_BODY, headers: HEALTHZ_HEADERS },
    route: HEALTHZ_ROUTE,
  };
}
