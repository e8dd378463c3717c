import type { EndpointAccess, EndpointDefinition, EndpointGroup } from './endpoint.js';
import { exhaustiveList } from './internal/exhaustive.js';

/**
 * The groups of the catalogue: the first half of every endpoint's id (`backOffice.riskReport`) and
 * the SDK's `api.<group>` (`api.backOffice.riskReport()`).
 */
export const ENDPOINT_GROUPS = exhaustiveList<EndpointGroup>()(['public', 'client', 'backOffice']);

/** The group of each access: `user` and `mfa` (the TOTP step) are the back office. */
export const ENDPOINT_GROUP_OF_ACCESS = {
  public: 'public',
  client: 'client',
  user: 'backOffice',
  mfa: 'backOffice',
} as const satisfies Record<EndpointAccess, EndpointGroup>;

/** The exports of a module that are endpoint maps (`{ [name]: EndpointDefinition }`). */
type EndpointMapsOf<M> = {
  [K in keyof M]: M[K] extends Readonly<Record<string, EndpointDefinition>> ? M[K] : never;
}[keyof M];

/** An endpoint map keyed by its endpoints' ids (`riskReport` → `backOffice.riskReport`). */
type KeyedById<Map> = Map extends unknown
  ? {
      readonly [K in keyof Map as Map[K] extends { readonly id: infer Id extends string }
        ? Id
        : never]: Map[K];
    }
  : never;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

/** Every endpoint map a module exports, merged into one catalogue keyed by id. */
export type CatalogueOf<M> = UnionToIntersection<KeyedById<EndpointMapsOf<M>>>;

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
 * into one catalogue keyed by id, in the order of the module's exports (a namespace lists them by
 * name). An audience's endpoints file can add a map, or an endpoint to a map, and the audience entry
 * and the root catalogue carry it with no other registration. Throws on an id two maps share, and
 * on an endpoint whose `id` is not `<group>.<key>` (its group read from its `access`).
 */
export function catalogueOf<M extends object>(module: M): CatalogueOf<M> {
  const catalogue: Record<string, EndpointDefinition> = {};
  for (const value of Object.values(module)) {
    if (!isEndpointMap(value)) continue;
    for (const [key, endpoint] of Object.entries(value)) {
      // The id is the OpenAPI operationId and, split at its dot, the SDK's group and method name.
      const id = `${ENDPOINT_GROUP_OF_ACCESS[endpoint.access]}.${key}`;
      if (endpoint.id !== id) throw new Error(`endpoint "${id}" has the id "${endpoint.id}"`);
      if (id in catalogue) throw new Error(`endpoint "${id}" is defined twice`);
      catalogue[id] = endpoint;
    }
  }
  return catalogue as CatalogueOf<M>;
}
