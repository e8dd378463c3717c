import type { EndpointDefinition, EndpointGroup, EndpointId, Endpoints } from '@lender/contracts';
import type { ApiResult, BinaryBody } from './result.js';

/**
 * The groups of a client's methods: who may call them, the catalogue's `ENDPOINT_GROUPS` (spelled
 * here so that a browser bundle of the SDK carries no classic catalogue; a test holds them equal).
 */
export const CLIENT_GROUPS = ['public', 'client', 'backOffice'] as const satisfies readonly EndpointGroup[];
export type ClientGroup = (typeof CLIENT_GROUPS)[number];

/**
 * The method name of endpoint `Id` in group `G` (`never` when the endpoint is not in `G`): an id is
 * `<group>.<name>`, so `client.activeLoan` is `api.client.activeLoan()`.
 */
export type MethodName<Id extends string, G extends ClientGroup> = Id extends `${G}.${infer Name}`
  ? Name
  : never;

/**
 * Where an endpoint's method lives: its id split at the dot (`backOffice.riskReport` →
 * `{ group: 'backOffice', name: 'riskReport' }`), or `undefined` for an id of no group.
 */
export function methodSlot(id: string): { group: ClientGroup; name: string } | undefined {
  const dot = id.indexOf('.');
  const group = CLIENT_GROUPS.find((each) => each === id.slice(0, dot));
  const name = id.slice(dot + 1);
  if (dot < 0 || group === undefined || name === '' || name.includes('.')) return undefined;
  return { group, name };
}

/** An object type with no required keys: `NoKeys extends T` holds when all of T's keys are optional. */
type NoKeys = Record<never, never>;
type SchemaOutput<S> = S extends { _output: infer O } ? O : never;
type SchemaInput<S> = S extends { _input: infer I } ? I : never;
type OptionalKeys<T> = { [K in keyof T]-?: NoKeys extends Pick<T, K> ? K : never }[keyof T];
type Simplify<T> = { [K in keyof T]: T[K] } & NoKeys;

/**
 * A query as a caller writes it: the schema's parsed types (numbers, not the strings a URL
 * carries), with the keys the schema lets one leave out (optional or defaulted) optional.
 */
type QueryShape<S> = Simplify<
  { [K in Exclude<keyof SchemaOutput<S>, OptionalKeys<SchemaInput<S>>>]: SchemaOutput<S>[K] } & {
    [K in Extract<keyof SchemaOutput<S>, OptionalKeys<SchemaInput<S>>>]?: SchemaOutput<S>[K] | undefined;
  }
>;

type ParamsPart<R> = R extends { params: infer S } ? { params: Simplify<SchemaOutput<S>> } : unknown;
type QueryPart<R> = R extends { query: infer S }
  ? NoKeys extends QueryShape<S>
    ? { query?: QueryShape<S> }
    : { query: QueryShape<S> }
  : unknown;
type BodyPart<R> = R extends { body: infer S }
  ? NoKeys extends SchemaInput<S>
    ? { body?: SchemaInput<S> }
    : { body: SchemaInput<S> }
  : unknown;

/** Options every call takes besides its request parts. */
export interface CallOptions {
  /**
   * Cancels the call: the request is aborted and the promise rejects with the signal's reason.
   *
   * @example
   * ```ts
   * const controller = new AbortController();
   * api.public.banks({ signal: controller.signal });
   * controller.abort();
   * ```
   */
  signal?: AbortSignal;
  /**
   * Extra request headers (a request id, `accept-language`). They cannot replace the
   * `Authorization` or `Idempotency-Key` headers the client sets.
   *
   * @default {}
   */
  headers?: Record<string, string>;
  /**
   * The `Idempotency-Key` of a money-moving call (application creation, agreement signing,
   * payments, rollover): the client generates one per call and reuses it on retries; pass your
   * own to make a later call the same logical submit. Ignored by other endpoints.
   *
   * @default a new random UUID per call
   * @example
   * ```ts
   * const idempotencyKey = createIdempotencyKey();
   * await api.client.chargeRollover({ body, idempotencyKey }); // network error…
   * await api.client.chargeRollover({ body, idempotencyKey }); // …the user clicks again: charged once
   * ```
   */
  idempotencyKey?: string;
  /**
   * This call's time limit in milliseconds, or `false` for none.
   *
   * @default the client's `timeout` (180 000 ms)
   */
  timeout?: number | false;
}

/** The argument of an endpoint's method: its path parameters, query and body, and {@link CallOptions}. */
export type EndpointCallInput<E extends EndpointDefinition> = Simplify<
  ParamsPart<E['request']> & QueryPart<E['request']> & BodyPart<E['request']> & CallOptions
>;

/**
 * The data an endpoint's method resolves to: the parsed `data` of its schema, or
 * {@link BinaryBody} for a binary endpoint (its schema is a string: the PDF's bytes).
 */
export type EndpointData<E extends EndpointDefinition> =
  string extends SchemaOutput<E['response']> ? BinaryBody : SchemaOutput<E['response']>;

/** The method that calls endpoint `E`; the argument is optional when nothing in it is required. */
export type EndpointMethod<E extends EndpointDefinition> =
  NoKeys extends EndpointCallInput<E>
    ? (input?: EndpointCallInput<E>) => Promise<ApiResult<EndpointData<E>>>
    : (input: EndpointCallInput<E>) => Promise<ApiResult<EndpointData<E>>>;

/** The methods of group `G`, one per catalogue endpoint of the group. */
export type GroupMethods<G extends ClientGroup> = {
  readonly [Id in EndpointId as MethodName<Id, G>]: EndpointMethod<Endpoints[Id]>;
};

/** The result type of the endpoint with id `Id`, e.g. `EndpointResult<'client.get'>`. */
export type EndpointResult<Id extends EndpointId> = ApiResult<EndpointData<Endpoints[Id]>>;

type ClaimedMethodName<Id extends string> = { [G in ClientGroup]: MethodName<Id, G> }[ClientGroup];

/**
 * Catalogue ids that no group claims, so that no method calls them. Must stay `never`: the tests
 * assert it at compile time, so an id outside the groups in `@lender/contracts` fails the type
 * check here instead of silently having no method.
 */
export type UnclaimedEndpointId = {
  [Id in EndpointId]: [ClaimedMethodName<Id>] extends [never] ? Id : never;
}[EndpointId];
