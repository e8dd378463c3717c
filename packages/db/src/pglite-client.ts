import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

// The PGlite client Drizzle is given (ADR 346). Drizzle's PGlite driver reads dates, timestamps,
// intervals and their arrays as text, as its node-postgres driver does on PostgreSQL, by passing
// text parsers with every query. PGlite merges per-query parsers into its own table on every query,
// and that table holds a parser per array type — one per table with our schema, about 470 — so each
// query spent ~0.2 ms copying it: 8–14 % of a database suite's CPU, more than some queries took
// to run. Here the instance keeps those types as text itself, once, and Drizzle's queries reach
// it without their parsers. Only public API: PGlite's `parsers` table and `query`, `exec` and
// `transaction`.

/** The types Drizzle keeps as text: timestamp, timestamptz, interval, date and their arrays, numeric[]. */
const TEXT_TYPE_IDS: readonly number[] = [1114, 1184, 1186, 1082, 1115, 1185, 1187, 1182, 1231];

const TEXT_TYPES = new Set(TEXT_TYPE_IDS);
const asText = (value: string) => value;

type Parsers = NonNullable<QueryOptions['parsers']>;
type Queryable = Pick<Transaction, 'query' | 'exec'>;

/**
 * Each instance's own parsers for {@link TEXT_TYPE_IDS}, before it was switched to text, by its
 * parser table (a test database's instance reaches here through a new proxy per lease).
 */
const ownParsers = new WeakMap<object, Parsers>();

/**
 * Whether per-query parsers are Drizzle's: only the text types, each returning its text unchanged.
 * Those the instance already applies, so they are dropped; any other set goes through as given.
 */
function keepsText(parsers: Parsers): boolean {
  const ids = Object.keys(parsers).map(Number);
  return ids.every((id) => TEXT_TYPES.has(id) && parsers[id]?.('\u0000text') === '\u0000text');
}

/**
 * The options a query reaches the instance with. Drizzle's text parsers go (the instance has them);
 * a caller that passes none (pg-boss's queue on the same instance) gets the instance's own parsers
 * for the text types back, so it reads dates and timestamps as before. One difference remains for
 * such a caller: PGlite's array parsers look up their element's parser in the instance's table, so
 * a timestamp or date array now has text elements (nothing of ours or pg-boss's reads one raw).
 */
function forwarded(own: Parsers, options?: QueryOptions): QueryOptions {
  if (!options?.parsers) return { ...options, parsers: own };
  if (!keepsText(options.parsers)) return { ...options, parsers: { ...own, ...options.parsers } };
  const { parsers: _text, ...rest } = options;
  return rest;
}

/**
 * The longest stretch, in milliseconds, that queries on PGlite run without letting the event loop
 * turn. PGlite runs a query synchronously in WebAssembly and resolves it in a microtask, so a use
 * case that queries for seconds (a nightly close, a clock walk of weeks) never reaches the loop's
 * timers or I/O: the demo server answered no request meanwhile, and a test worker could not read
 * its runner's replies (Vitest's worker gives up on one after 60 s and fails the run, though every test passed).
 */
export const PGLITE_TURN_EVERY_MS = 200;

let lastTurn = performance.now();

/** Runs `query` at once, or after one turn of the event loop when the last was too long ago. */
function afterTurn<T>(query: () => Promise<T>): Promise<T> {
  if (performance.now() - lastTurn < PGLITE_TURN_EVERY_MS) return query();
  lastTurn = performance.now();
  return new Promise<void>((resolve) => setImmediate(resolve)).then(query);
}

function queries(target: Queryable, own: Parsers): Queryable {
  return {
    query: (text, params, options) => afterTurn(() => target.query(text, params, forwarded(own, options))),
    exec: (text, options) => afterTurn(() => target.exec(text, forwarded(own, options))),
  };
}

/**
 * What Drizzle and pg-boss call on PGlite: Drizzle `query` and `transaction` (whose transaction
 * it only queries), pg-boss `query`, `exec` and `transaction` through `db.$client` (`boss-db.ts`).
 */
export interface DrizzlePgliteClient extends Queryable {
  transaction<T>(
    callback: (tx: Queryable & Pick<Transaction, 'rollback' | 'closed'>) => Promise<T>,
  ): Promise<T>;
}

/** The client to give Drizzle for `client`: the same instance, its queries and transactions. */
export function drizzleClient(client: PGlite): DrizzlePgliteClient {
  let own = ownParsers.get(client.parsers);
  if (own === undefined) {
    own = Object.fromEntries(TEXT_TYPE_IDS.map((id) => [id, client.parsers[id] as Parsers[number]]));
    ownParsers.set(client.parsers, own);
    for (const id of TEXT_TYPE_IDS) client.parsers[id] = asText;
  }
  const parsers = own;
  return {
    ...queries(client, parsers),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback({
          ...queries(tx, parsers),
          rollback: () => tx.rollback(),
          get closed() {
            return tx.closed;
          },
        }),
      ),
  };
}
