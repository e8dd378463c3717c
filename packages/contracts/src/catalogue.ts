import type { EndpointDefinition } from './endpoint.js';

/** The exports of a module that are endpoint maps (`{ [id]: EndpointDefinition }`). */
type EndpointMapsOf<M> = {
  [K in keyof M]: M[K] extends Readonly<Record<string, EndpointDefinition>> ? M[K] : never;
}[keyof M];

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/** Every endpoint map a module exports, merged into one catalogue. */
export type CatalogueOf<M> = UnionToIntersection<EndpointMapsOf<M>>;

function isEndpoint(value: unknown): value is EndpointDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const endpoint = value as Partial<EndpointDefinition>;
  return typeof endpoint.id === 'string' && typeof endpoint.path === 'string' && 'response' in endpoint;
}

function isEndpointMap(value: unknown): value is Readonly<Record<string, EndpointDefinition>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isEndpoint);
}

/**
 * Merges every endpoint map a module exports (`import * as maps from './back-office/endpoints.js'`)
 * into one catalogue, in the order of the module's exports (a namespace lists them by name). An
 * audience's endpoints file can add a map, or an endpoint to a map, and the audience entry and the
 * root catalogue carry it with no other registration. Throws on an id two maps share, and on an
 * endpoint whose `id` is not its key.
 */
export function catalogueOf<M extends object>(module: M): CatalogueOf<M> {
  const catalogue: Record<string, EndpointDefinition> = {};
  for (const value of Object.values(module)) {
    if (!isEndpointMap(value)) continue;
    for (const [key, endpoint] of Object.entries(value)) {
      if (key in catalogue) throw new Error(`endpoint "${key}" is defined twice`);
      // The id is the OpenAPI operationId and the SDK's method name: it must be the key.
      if (endpoint.id !== key) throw new Error(`endpoint "${key}" has the id "${endpoint.id}"`);
      catalogue[key] = endpoint;
    }
  }
  return catalogue as CatalogueOf<M>;
}
