import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/database';
import { pgliteReuseCounts } from './pglite-pool';
import { dropRunDatabases, postgresReuseCounts } from './postgres-pool';
import { createTestDb, databasePrefix, type TestDb } from './test-db';

// Issue 60: on PGlite, closing a test database puts its instance back to the template's state and
// the next createTestDb() of the worker takes it instead of booting another (~1.5 CPU-seconds).
// Nothing one file leaves may reach the next: these fail if the reset misses any of it.

const onPglite = !process.env.TEST_DATABASE_URL;

/** Every table's row count, every sequence's state and the session settings tests change. */
async function observable(db: TestDb['db']) {
  const tables = await rowsOf(
    db,
    sql`select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'S') and n.nspname in ('public', 'drizzle') order by 1`,
  );
  const state: Record<string, unknown> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf(
      db,
      sql.raw(
        String(name).endsWith('_seq')
          ? `select last_value::text || '/' || is_called as v from ${name}`
          : `select count(*)::int as v from ${name}`,
      ),
    );
    state[String(name)] = row?.v;
  }
  const [session] = await rowsOf(
    db,
    sql`select current_setting('work_mem') as work_mem, coalesce(current_setting('lender.marker', true), '') as marker,
        current_setting('session_replication_role') as replication_role,
        (select count(*)::int from pg_locks where locktype = 'advisory') as advisory_locks,
        (select count(*)::int from pg_class where relpersistence = 't') as temporary_relations,
        (select count(*)::int from geo_states where name = 'Polluted') as polluted_states`,
  );
  return { state, session };
}

/** What the schema changes below touch. */
async function schemaOf(db: TestDb['db']) {
  return rowsOf(
    db,
    sql`select to_regclass('scratch') is null as no_table, to_regproc('scratch') is null as no_function,
        (select string_agg(column_name || ' ' || data_type || coalesce('(' || character_maximum_length || ')', ''), ', ' order by ordinal_position)
         from information_schema.columns where table_schema = 'public' and table_name = 'settings') as settings_columns`,
  );
}

/** Writes something everywhere a test file can: rows, the audit log, sequences, settings, locks. */
async function pollute(db: TestDb['db']): Promise<void> {
  await db.execute(sql`insert into settings (key, value) values ('leak', '{"n": 1}')`);
  await db.execute(
    sql`insert into audit_log (actor_type, action, entity, entity_id) values ('system', 'leak', 'test', '1')`,
  );
  await db.execute(
    sql`update geo_states set name = 'Polluted' where code = (select min(code) from geo_states)`,
  );
  await db.execute(
    sql`insert into geo_municipalities (id, state_code, code, name, search_name, source)
        select 'leak', min(code), '001', 'Leak', 'leak', 'test' from geo_states`,
  );
  await db.execute(sql`select nextval('client_count_deltas_id_seq'), nextval('audit_log_id_seq')`);
  await db.execute(sql`set work_mem = '7MB'`);
  await db.execute(sql`select set_config('lender.marker', 'leaked', false)`);
  await db.execute(sql`select pg_advisory_lock(60)`);
  await db.execute(sql`create temporary table leftover (x int)`);
  await db.execute(sql`begin`);
  await db.execute(sql`insert into settings (key, value) values ('uncommitted', '{}')`);
}

describe.runIf(onPglite)('PGlite test databases, reused between files', () => {
  let open: TestDb | undefined;
  afterAll(async () => {
    await open?.close();
  });

  it('hands the next file the same instance, back in the template state', async () => {
    const first = await createTestDb();
    const template = await observable(first.db);
    await pollute(first.db);
    expect((await observable(first.db)).state).not.toEqual(template.state);
    const before = pgliteReuseCounts();
    await first.close();

    open = await createTestDb();
    const after = pgliteReuseCounts();
    expect(after.booted).toBe(before.booted);
    expect(after.reused).toBe(before.reused + 1);
    expect(await observable(open.db)).toEqual(template);
    // Sequences hand out what they would have on a fresh instance.
    const [next] = await rowsOf(open.db, sql`select nextval('audit_log_id_seq')::int as id`);
    expect(next?.id).toBe(1);
    // The closed handle cannot write into the database the next file now uses.
    const stale = await first.db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(String((stale as { cause?: unknown } | undefined)?.cause ?? stale)).toMatch(/was closed/);
    await open.close();
    open = undefined;
  });

  it.each([
    ['a table', 'create table scratch (x int)'],
    ['a column', 'alter table settings add column extra int'],
    ['a column type', 'alter table settings alter column key type varchar(300)'],
    ['a function', 'create function scratch() returns int language sql as $$ select 1 $$'],
  ])('throws an instance away when a test changed the schema (%s)', async (_what, statement) => {
    const db = await createTestDb();
    const template = await schemaOf(db.db);
    await db.db.execute(sql.raw(statement));
    expect(await schemaOf(db.db)).not.toEqual(template);
    const before = pgliteReuseCounts();
    await db.close();
    expect(pgliteReuseCounts().discarded).toBe(before.discarded + 1);

    open = await createTestDb();
    expect(pgliteReuseCounts().booted).toBe(before.booted + 1);
    expect(await schemaOf(open.db)).toEqual(template);
    await open.close();
    open = undefined;
  });

  it('retires an instance after it served its number of files, so its memory cannot grow for ever', async () => {
    // An instance in the pool, whatever ran before.
    await (await createTestDb()).close();
    const start = pgliteReuseCounts();
    for (let file = 0; file <= start.maxUses; file++) await (await createTestDb()).close();
    const end = pgliteReuseCounts();
    // The pooled instance served its last file among these, and one booted after it.
    expect(end.retired).toBe(start.retired + 1);
    expect(end.booted).toBe(start.booted + 1);
    expect(end.discarded).toBe(start.discarded);
  });

  it('boots a fresh instance for every file with LENDER_TEST_DB_REUSE=0', async () => {
    vi.stubEnv('LENDER_TEST_DB_REUSE', '0');
    const first = await createTestDb();
    await first.db.execute(sql`insert into settings (key, value) values ('fresh', '{}')`);
    await first.close();
    const before = pgliteReuseCounts();
    open = await createTestDb();
    const after = pgliteReuseCounts();
    expect(after.booted).toBe(before.booted + 1);
    expect(after.reused).toBe(before.reused);
    const [row] = await rowsOf(open.db, sql`select count(*)::int as n from settings where key = 'fresh'`);
    expect(row?.n).toBe(0);
  });
});

describe.runIf(!onPglite)('PostgreSQL test databases, reused between files', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  /** This database's name as the server knows it. */
  const nameOf = async (db: TestDb) =>
    String((await rowsOf(db.db, sql`select current_database() as name`))[0]?.name);
  const exists = async (db: TestDb, name: string) =>
    (await rowsOf(db.db, sql`select 1 from pg_database where datname = ${name}`)).length === 1;

  it('hands the next file the same database, back in the template state, without a CREATE DATABASE', async () => {
    const first = await createTestDb();
    const name = await nameOf(first);
    const template = await observable(first.db);
    await pollute(first.db);
    const before = postgresReuseCounts();
    await first.close();

    const next = await createTestDb();
    expect(await nameOf(next)).toBe(name);
    expect(postgresReuseCounts()).toEqual({ ...before, reused: before.reused + 1 });
    expect(await observable(next.db)).toEqual(template);
    const [row] = await rowsOf(next.db, sql`select nextval('audit_log_id_seq')::int as id`);
    expect(row?.id).toBe(1);
    // The closed handle's pool is ended: it cannot write into the database the next file uses.
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
    await next.close();
  });

  it('cuts off a connection a file left open, and drops a database whose schema a test changed', async () => {
    const db = await createTestDb();
    const name = await nameOf(db);
    const stray = await db.connectAgain();
    await stray.db.execute(sql`begin`);
    await stray.db.execute(sql`lock table settings in access exclusive mode`);
    await db.db.execute(sql`create table scratch (x int)`);
    const before = postgresReuseCounts();
    await db.close();
    expect(postgresReuseCounts().dropped).toBe(before.dropped + 1);

    const fresh = await createTestDb();
    expect(await nameOf(fresh)).not.toBe(name);
    expect(await exists(fresh, name)).toBe(false);
    expect(postgresReuseCounts().created).toBe(before.created + 1);
    expect((await schemaOf(fresh.db))[0]?.no_table).toBe(true);
    await fresh.close();
  });

  it('makes and drops a database per file with LENDER_TEST_DB_REUSE=0', async () => {
    vi.stubEnv('LENDER_TEST_DB_REUSE', '0');
    const db = await createTestDb();
    const name = await nameOf(db);
    const before = postgresReuseCounts();
    await db.close();
    expect(postgresReuseCounts().dropped).toBe(before.dropped + 1);
    const other = await createTestDb();
    expect(await exists(other, name)).toBe(false);
    await other.close();
  });

  it('names a database after its run, and drops the databases a run kept when it ends, and only those', async () => {
    vi.stubEnv('LENDER_TEST_DB_RUN', 'droptest');
    vi.stubEnv('LENDER_TEST_DB_REUSE', '0');
    const named = await createTestDb();
    expect((await nameOf(named)).startsWith(`${databasePrefix(url)}_tdroptest_`)).toBe(true);
    await named.close();
    vi.stubEnv('LENDER_TEST_DB_RUN', 'otherrun');
    const db = await createTestDb();
    const kept = `${databasePrefix(url)}_tdroptest_kept`;
    await db.db.execute(sql.raw(`create database ${kept}`));
    expect(await exists(db, kept)).toBe(true);
    expect(await dropRunDatabases(url, databasePrefix(url), 'droptest')).toBe(1);
    expect(await exists(db, kept)).toBe(false);
    expect(await exists(db, await nameOf(db))).toBe(true);
    // Another run's template is left alone.
    expect(
      (
        await rowsOf(
          db.db,
          sql`select count(*)::int as n from pg_database where datname like ${`${databasePrefix(url)}\\_tpl%`}`,
        )
      )[0]?.n,
    ).toBeGreaterThan(0);
    await db.close();
  });
});
