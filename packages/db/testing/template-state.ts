/**
 * A test database's state compared with its template's, and put back to it (issue 60): what lets a
 * worker keep a database between test files instead of making one per file. The PGlite pool
 * (./pglite-pool.ts) and the PostgreSQL pool (./postgres-pool.ts) share it.
 */

/** What the state is read and reset through: a PGlite instance, or a pg client (./postgres-pool.ts). */
export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  transaction(fn: (tx: Pick<SqlClient, 'query' | 'exec'>) => Promise<void>): Promise<unknown>;
}

/**
 * `pglite`: the instance is the whole cluster, so its databases and roles are part of the state,
 * and it is checkpointed after a reset (it runs no checkpointer). `postgres`: one database of a
 * shared server, whose other databases come and go with other workers; only its own settings count.
 */
export type Engine = 'pglite' | 'postgres';

/**
 * Reuse is on unless `LENDER_TEST_DB_REUSE` is `0` or `false` (read at every lease): then every file
 * gets a database of its own, booted or created from the template.
 */
export function testDbReuseEnabled(): boolean {
  const value = process.env.LENDER_TEST_DB_REUSE?.trim().toLowerCase();
  return value !== '0' && value !== 'false';
}

/** The template's state as the first instance booted from it holds it, read once per worker. */
export interface TemplateState {
  /** The tables with a foreign key to each table (all names quoted: `"public"."loans"`). */
  readonly referencedBy: ReadonlyMap<string, readonly string[]>;
  /** The tables holding rows in the template: `insert … select` of their rows, given as JSON. */
  readonly seeded: ReadonlyMap<string, { readonly insert: string; readonly rows: string }>;
  /** `setval(…)` putting each sequence back where the template left it. */
  readonly setvals: ReadonlyMap<string, string>;
  /**
   * Lists what differs from the template (`kind`, `name`): a table holding rows it had not (`t`), a
   * seeded table whose rows changed (`s`), a sequence that moved (`q`). Empty for the template.
   */
  readonly differences: string;
  /** A digest of the schemas' objects, roles, databases and session settings, and its value. */
  readonly fingerprint: string;
  readonly expected: string;
  readonly engine: Engine;
}

/** Objects a database adds have OIDs from here on (PostgreSQL's FirstNormalObjectId). */
const FIRST_USER_OID = 16384;
const USER_SCHEMAS = `nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`;
const QUOTED = `quote_ident(n.nspname) || '.' || quote_ident(c.relname)`;

/**
 * The objects an instance is compared with the template on, by OID (an instance booted from the
 * same dump has the same ones): relations, columns, defaults, constraints, functions, triggers,
 * types, enum labels, rules, sequences' definitions, policies, schemas, extensions, roles,
 * databases, their settings, the session's settings and user. A test's DDL changes one of them.
 * On PostgreSQL, the server's roles and databases are other workers' too: only this database's
 * settings count there.
 */
function fingerprintQuery(engine: Engine): string {
  const cluster =
    engine === 'pglite'
      ? [
          `select concat_ws(':', 'role', oid, rolname, rolsuper, rolcanlogin) from pg_roles`,
          `select concat_ws(':', 'database', oid, datname) from pg_database`,
          `select concat_ws(':', 'dbsetting', setdatabase, setrole, setconfig) from pg_db_role_setting`,
        ]
      : [
          // This database's own settings; not its OID or name, which differ between the pool's copies.
          `select concat_ws(':', 'dbsetting', setrole, setconfig) from pg_db_role_setting where setdatabase = (select oid from pg_database where datname = current_database())`,
        ];
  return `select md5(string_agg(line, E'\\n' order by line)) as digest from (${[
    `select concat_ws(':', c.oid, c.relname, c.relnamespace, c.relkind, c.relnatts, c.relacl, c.relrowsecurity, c.relpersistence) from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}`,
    `select concat_ws(':', attrelid, attname, atttypid, atttypmod, attnotnull, attnum, attisdropped, atthasdef, attgenerated, attidentity) from pg_attribute where attrelid >= ${FIRST_USER_OID}`,
    `select concat_ws(':', 'default', oid, adrelid, adnum, md5(adbin::text)) from pg_attrdef`,
    `select concat_ws(':', 'constraint', oid, conname, conrelid, contype, convalidated, condeferrable, md5(conbin::text)) from pg_constraint where oid >= ${FIRST_USER_OID}`,
    `select concat_ws(':', 'function', oid, proname, pronamespace, md5(prosrc), proconfig) from pg_proc where oid >= ${FIRST_USER_OID}`,
    `select concat_ws(':', 'trigger', oid, tgrelid, tgname, tgenabled, tgfoid) from pg_trigger`,
    `select concat_ws(':', 'type', oid, typname) from pg_type where oid >= ${FIRST_USER_OID}`,
    `select concat_ws(':', 'enum', oid, enumlabel) from pg_enum`,
    `select concat_ws(':', 'rule', oid, rulename, md5(ev_action::text)) from pg_rewrite where oid >= ${FIRST_USER_OID}`,
    `select concat_ws(':', 'sequence', seqrelid, seqincrement, seqmin, seqmax, seqcycle) from pg_sequence`,
    `select concat_ws(':', 'policy', oid, polname) from pg_policy`,
    `select concat_ws(':', 'schema', oid, nspname, nspacl) from pg_namespace where ${USER_SCHEMAS}`,
    `select concat_ws(':', 'extension', oid, extversion) from pg_extension`,
    `select concat_ws(':', 'setting', name, setting) from pg_settings where source <> 'default'`,
    `select concat_ws(':', 'user', current_user, session_user)`,
    ...cluster,
  ].join(' union all ')}) as everything(line)`;
}

/** A digest of a table's rows, in an order that does not depend on where they lie. */
const rowsDigest = (table: string) =>
  `(select md5(coalesce(string_agg(r::text, ',' order by r::text), '')) from ${table} r)`;

async function names(client: SqlClient, relkinds: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select ${QUOTED} as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in (${relkinds}) and ${USER_SCHEMAS} order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function readTemplateState(client: SqlClient, engine: Engine): Promise<TemplateState> {
  const tables = await names(client, `'r', 'p'`);
  const sequences = await names(client, `'S'`);
  const referencedBy = new Map<string, string[]>();
  const fks = await client.query<{ referenced: string; referencing: string }>(
    `select ${QUOTED} as referenced, (select quote_ident(rn.nspname) || '.' || quote_ident(rc.relname) from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace where rc.oid = x.conrelid) as referencing from pg_constraint x join pg_class c on c.oid = x.confrelid join pg_namespace n on n.oid = c.relnamespace where x.contype = 'f'`,
  );
  for (const { referenced, referencing } of fks.rows) {
    referencedBy.set(referenced, [...(referencedBy.get(referenced) ?? []), referencing]);
  }
  const seeded = new Map<string, { insert: string; rows: string }>();
  const differences: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null; digest: string }>(
      `select (select json_agg(t)::text from ${table} t) as rows, ${rowsDigest(table)} as digest`,
    );
    const json = rows[0]?.rows;
    if (!json) {
      differences.push(`select 't', '${table}' where exists (select from ${table})`);
      continue;
    }
    differences.push(`select 's', '${table}' where ${rowsDigest(table)} <> '${rows[0]?.digest}'`);
    // Generated columns are computed again; identity columns take the template's values.
    const { rows: columns } = await client.query<{ name: string }>(
      `select quote_ident(attname) as name from pg_attribute where attrelid = '${table}'::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    );
    const list = columns.map((c) => c.name).join(', ');
    seeded.set(table, {
      insert: `insert into ${table} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table}, $1::json)`,
      rows: json,
    });
  }
  const setvals = new Map<string, string>();
  for (const sequence of sequences) {
    const { rows } = await client.query<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${sequence}`,
    );
    const { last, called } = rows[0] ?? { last: '1', called: false };
    setvals.set(sequence, `setval('${sequence}', ${last}, ${called})`);
    differences.push(
      `select 'q', '${sequence}' from ${sequence} where last_value <> ${last} or is_called <> ${called}`,
    );
  }
  const fingerprint = fingerprintQuery(engine);
  const { rows } = await client.query<{ digest: string }>(fingerprint);
  return {
    referencedBy,
    seeded,
    setvals,
    differences: `select kind, name from (${differences.join(' union all ')}) as d(kind, name)`,
    fingerprint,
    engine,
    expected: rows[0]?.digest ?? '',
  };
}

/**
 * Puts `client` back to the template's state and tells whether it now equals the template. Ends
 * whatever the test left open (a transaction, temporary tables, advisory locks, settings,
 * listeners, prepared statements: `ROLLBACK`, `DISCARD ALL`), then, with the triggers off (the
 * audit log refuses a TRUNCATE otherwise, and the template's rows are written back as they were),
 * empties every table that holds rows the template has not (and those referencing them), writes
 * the template's rows back into the seeded tables that changed, sets every sequence that moved
 * back where the template left it, and checkpoints a PGlite instance. Only what differs is touched: a TRUNCATE makes new files for a
 * table and its indexes, the costliest part of a reset.
 */
export async function resetToTemplate(client: SqlClient, state: TemplateState): Promise<boolean> {
  await client.exec('rollback');
  await client.exec('discard all');
  const { rows } = await client.query<{ kind: string; name: string }>(state.differences);
  if (rows.length > 0) {
    const emptied = new Set<string>();
    const pending = rows.filter((r) => r.kind === 't').map((r) => r.name);
    for (let table = pending.pop(); table !== undefined; table = pending.pop()) {
      if (emptied.has(table)) continue;
      emptied.add(table);
      pending.push(...(state.referencedBy.get(table) ?? []));
    }
    const refill = new Set([...rows.filter((r) => r.kind === 's').map((r) => r.name)]);
    for (const table of emptied) if (state.seeded.has(table)) refill.add(table);
    const moved = rows.filter((r) => r.kind === 'q').map((r) => state.setvals.get(r.name));
    await client.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      if (emptied.size > 0) await tx.exec(`truncate ${[...emptied].join(', ')}`);
      for (const table of refill) {
        const seed = state.seeded.get(table);
        if (!seed) continue;
        if (!emptied.has(table)) await tx.exec(`delete from ${table}`);
        await tx.query(seed.insert, [seed.rows]);
      }
      if (moved.length > 0) await tx.exec(`select ${moved.join(', ')}`);
    });
  }
  // PGlite runs no checkpointer: without one, the WAL of file after file stays in memory (~3 MB a
  // file that writes a few thousand rows, up to max_wal_size). A checkpoint keeps it at two
  // segments and lets go of the files TRUNCATE replaced, for no measurable cost. A PostgreSQL
  // server has its own checkpointer, and a checkpoint there is the whole server's.
  if (state.engine === 'pglite') await client.exec('checkpoint');
  const left = await client.query(state.differences);
  if (left.rows.length > 0) return false;
  const { rows: fingerprint } = await client.query<{ digest: string }>(state.fingerprint);
  return fingerprint[0]?.digest === state.expected;
}
