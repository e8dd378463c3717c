import { PGlite, protocol } from '@electric-sql/pglite';
import { is, type SQL } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Executor } from './database';

/** A row of a raw statement, as the driver returns it. */
export type RawRow = Record<string, unknown>;

type Parser = (text: string, typeId: number) => unknown;
type Serializer = (value: unknown) => string;

/** PGlite's `query` options a caller (Drizzle) passes: the row shape and per-type parsers. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
  serializers?: Record<number, Serializer>;
}

/** What of Drizzle's database object {@link executeNamed} uses (public at run time, `@internal` in its types). */
interface DrizzleInternals {
  readonly dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  readonly session: {
    /** The PGlite instance or its open transaction (PGlite sessions only). */
    readonly client?: unknown;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** A statement prepared in one PGlite instance: its parameters' and columns' types. */
interface PreparedShape {
  readonly paramTypes: readonly number[];
  readonly columns: readonly { readonly name: string; readonly typeId: number }[];
}

/** Statements prepared in each embedded database (keyed by its PGlite instance), by name. */
const preparedIn = new WeakMap<PGlite, Map<string, PreparedShape>>();
/** Names whose text PGlite could not prepare (a parameter of no inferable type): run unnamed. */
const unpreparable = new Set<string>();

const textDecoder = new TextDecoder();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The backend messages of one exchange, read straight from the wire bytes. */
interface Exchange {
  /** `ErrorResponse`'s SQLSTATE, if the exchange failed. */
  error?: string;
  paramTypes?: number[];
  columns?: { name: string; typeId: number }[];
  /** Each `DataRow`: its fields' text, `null` for SQL NULL. */
  rows: (string | null)[][];
}

/**
 * Reads the backend messages PGlite wrote for one exchange (`execProtocolRaw`): the parameter and
 * row descriptions, the data rows' text and an error's SQLSTATE. The rest (ParseComplete,
 * BindComplete, CommandComplete, ReadyForQuery, notices) carries nothing these statements need.
 */
function readExchange(bytes: Uint8Array): Exchange {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (start: number, end: number) => textDecoder.decode(bytes.subarray(start, end));
  const cString = (start: number) => {
    let end = start;
    while (bytes[end] !== 0) end++;
    return { value: text(start, end), next: end + 1 };
  };
  const out: Exchange = { rows: [] };
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at];
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    if (type === 0x44 /* D: DataRow */) {
      const count = view.getInt16(p);
      p += 2;
      const row: (string | null)[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length < 0) row[i] = null;
        else {
          row[i] = text(p, p + length);
          p += length;
        }
      }
      out.rows.push(row);
    } else if (type === 0x54 /* T: RowDescription */) {
      const count = view.getInt16(p);
      p += 2;
      out.columns = [];
      for (let i = 0; i < count; i++) {
        const name = cString(p);
        p = name.next;
        out.columns.push({ name: name.value, typeId: view.getInt32(p + 6) });
        p += 18;
      }
    } else if (type === 0x74 /* t: ParameterDescription */) {
      const count = view.getInt16(p);
      p += 2;
      out.paramTypes = [];
      for (let i = 0; i < count; i++) out.paramTypes.push(view.getInt32(p + 4 * i));
    } else if (type === 0x6e /* n: NoData */) {
      out.columns = [];
    } else if (type === 0x45 /* E: ErrorResponse */ && out.error === undefined) {
      out.error = '';
      while (p < end && bytes[p] !== 0) {
        const field = bytes[p];
        const value = cString(p + 1);
        if (field === 0x43 /* C: SQLSTATE */) out.error = value.value;
        p = value.next;
      }
    }
    at = end;
  }
  return out;
}

/** One exchange with the embedded database, inside PGlite's own locks (as its `query` takes them). */
function exchange(client: PGlite, message: Uint8Array): Promise<Exchange> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => readExchange(await client.execProtocolRaw(message))),
  );
}

/** Prepares `name` in `client` (dropping any earlier statement of that name); undefined if it failed. */
async function prepare(client: PGlite, name: string, text: string): Promise<PreparedShape | undefined> {
  const { serialize } = protocol;
  const result = await exchange(
    client,
    concat([
      // Closing a statement that does not exist is not an error (PostgreSQL protocol, Close).
      serialize.close({ type: 'S', name }),
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
  );
  if (result.error !== undefined) {
    // 42P18: a parameter of no inferable type, which no retry changes: run that name unnamed from
    // now on. Anything else (a table mid-migration): run this call unnamed, prepare again next time.
    if (result.error === '42P18') unpreparable.add(name);
    return undefined;
  }
  return { paramTypes: result.paramTypes ?? [], columns: result.columns ?? [] };
}

/**
 * Runs the statement `text` as the named statement `name` of the embedded PGlite, with the rows
 * shaped as PGlite's `query(text, params, options)` shapes them; undefined when it could not (the
 * caller then runs it with `query`, which reports any error as usual). For reads only: a statement
 * that fails here is run once more by the caller.
 *
 * PGlite's `query` sends each statement as six protocol exchanges (parse, describe, bind, describe,
 * execute, sync), each a pass through the WebAssembly server and PGlite's message parser, and
 * plans it every time: ~0.4 ms of CPU even for `select 1` (ADR 041). Here a statement is parsed
 * and described once per database (`Parse` with a name, as node-postgres does on PostgreSQL), and
 * each call is one exchange of `Bind`, `Execute` and `Sync` whose rows are read from the wire
 * bytes (ADR 259). Parameters are bound (sent as text, serialized as PGlite serializes them), never
 * written into the text.
 */
async function queryNamedPglite(
  client: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
): Promise<{ rows: unknown[] } | undefined> {
  if (unpreparable.has(name)) return undefined;
  let names = preparedIn.get(client);
  if (!names) {
    names = new Map();
    preparedIn.set(client, names);
  }
  const { serialize } = protocol;
  for (let attempt = 0; attempt < 2; attempt++) {
    let shape = names.get(name);
    if (!shape) {
      shape = await prepare(client, name, text);
      if (!shape) return undefined;
      names.set(name, shape);
    }
    const serializers = client.serializers as Record<number, Serializer>;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = shape.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const result = await exchange(
      client,
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
    );
    if (result.error !== undefined) {
      // 26000: the statement is gone (DEALLOCATE); 0A000: its columns changed under it (a migration).
      // Prepare it again once; any other error is the caller's to report with `query`.
      names.delete(name);
      if (result.error === '26000' || result.error === '0A000') continue;
      return undefined;
    }
    // Each column's parser, looked up once per call (merging the option's parsers into PGlite's
    // hundreds, as its `query` does, cost more than the rest of the call's JavaScript).
    const parsers = client.parsers as Record<number, Parser>;
    const { columns } = shape;
    const columnParsers = columns.map(({ typeId }) => options?.parsers?.[typeId] ?? parsers[typeId]);
    const parse = (value: string | null, i: number) => {
      if (value === null) return null;
      const parser = columnParsers[i];
      return parser ? parser(value, columns[i]?.typeId ?? 0) : value;
    };
    const rows =
      options?.rowMode === 'array'
        ? result.rows.map((row) => row.map(parse))
        : result.rows.map((row) => {
            const object: RawRow = {};
            row.forEach((value, i) => {
              object[columns[i]?.name ?? String(i)] = parse(value, i);
            });
            return object;
          });
    return { rows };
  }
  return undefined;
}

/**
 * The PGlite client a named statement of Drizzle's runs on: `query` runs the statement as the
 * named statement `name` ({@link queryNamedPglite}), or with PGlite's `query` when it cannot.
 */
function namedPgliteClient(client: PGlite, name: string): Pick<PGlite, 'query'> {
  return {
    query: (async (text: string, params?: unknown[], options?: QueryOptions) =>
      (await queryNamedPglite(client, name, text, params ?? [], options)) ??
      client.query(text, params, options as never)) as PGlite['query'],
  };
}

/** The top-level PGlite instance of `db`, when `db` is an embedded database outside a transaction. */
function embeddedClient(db: Executor): PGlite | undefined {
  const internals = db as unknown as DrizzleInternals;
  const embedded = (db as unknown as { $client?: unknown }).$client;
  if (!is(internals.session as unknown, PgliteSession)) return undefined;
  // Outside a transaction only: there a failed statement would abort the transaction.
  if (!(embedded instanceof PGlite) || internals.session.client !== embedded) return undefined;
  return embedded;
}

/**
 * Runs a raw statement as a **named prepared statement** and returns its rows (issue 17). On
 * PostgreSQL each pooled connection parses it once, and after a few runs the server keeps a generic
 * plan: the client profile's fact statements spent ~0.9 ms planning for ~0.2 ms of work on every
 * call. `db.execute` sends an unnamed statement, planned again each time. On the embedded PGlite
 * (outside a transaction) the statement is parsed once with a name too and each call is one
 * exchange ({@link queryNamedPglite}, ADR 259); inside a transaction it runs unnamed.
 *
 * The statement's text must be the same on every call with a `name` (values go in as parameters,
 * never spliced into the text), and names must be unique in the process (prefix `lender_`).
 */
export async function executeNamed(db: Executor, name: string, query: SQL): Promise<RawRow[]> {
  const internals = db as unknown as DrizzleInternals;
  const statement = internals.dialect.sqlToQuery(query);
  const prepared = internals.session.prepareQuery(statement, undefined, name, false);
  const embedded = embeddedClient(db);
  if (embedded) {
    // Drizzle's own result options (dates and timestamps kept as text), so rows read the same.
    const options = (prepared as { rawQueryConfig?: QueryOptions }).rawQueryConfig;
    const result = await queryNamedPglite(embedded, name, statement.sql, statement.params, options);
    if (result) return result.rows as RawRow[];
  }
  const result = (await prepared.execute()) as { rows?: RawRow[] } | RawRow[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/**
 * A Drizzle query prepared as the named statement `name` (`.prepare(name)`) that also runs as a
 * named statement on the embedded PGlite: Drizzle's PGlite driver ignores the name and sends the
 * statement unnamed through PGlite's `query` (six exchanges, planned each time). Here its client is
 * swapped for one that runs it as {@link queryNamedPglite} does; Drizzle still fills the
 * placeholders and maps the rows. On PostgreSQL, or in a transaction, the query is returned as is.
 * For reads only (see {@link queryNamedPglite}).
 */
export function prepareNamed<P extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
  db: Executor,
  name: string,
  query: { prepare(name: string): P },
): P {
  const prepared = query.prepare(name);
  const embedded = embeddedClient(db);
  if (embedded && typeof (prepared as { client?: unknown }).client === 'object') {
    (prepared as unknown as { client: Pick<PGlite, 'query'> }).client = namedPgliteClient(embedded, name);
  }
  return prepared;
}
