import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

/** Latency buckets in seconds. */
export declare const SITE_LATENCY_BUCKETS: number[];

/** A function naming a path's route pattern from a Remix build's routes. */
export declare function routePatternOf(
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>,
): (path: string) => string;

export interface SiteMetrics {
  registry: Registry;
  middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  render(): Promise<{ contentType: string; body: string }>;
}

/** The metrics of a site's server. */
export declare function createSiteMetrics(options: {
  service: string;
  routeOf: (path: string) => string;
}): SiteMetrics;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** `/healthz`, `/readyz` (the API answers) and `/metrics` handlers. */
export declare function siteOpsHandlers(options: {
  metrics: { render(): Promise<{ contentType: string; body: string }> };
  apiUrl: string;
  fetch?: typeof fetch;
}): { healthz: Handler; readyz: Handler; metrics: Handler };
