import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK, openPostgres } from './open';
import { MIGRATIONS_FOLDER } from './paths';

// Issue 40: migrations under a PostgreSQL advisory lock, statement_timeout and pool size. Only on a
// real PostgreSQL (TEST_DATABASE_URL): each run creates a database of its own and drops it.
const url = process.env.TEST_DATABASE_URL;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('PostgreSQL migrations and pool options', () => {
  const name = `lender_lock_${randomBytes(4).toString('hex')}`;
  let target = '';
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const parsed = new URL(url as string);
    parsed.pathname = `/${name}`;
    target = parsed.toString();
  });
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('two migrate calls at once on a fresh database apply every migration once', {
    timeout: 120_000,
  }, async () => {
    const a = await openPostgres({ url: target, max: 2 });
    const b = await openPostgres({ url: target, max: 2 });
    try {
      // Without the lock the second run creates the same tables and fails ("already exists").
      await Promise.all([a.migrate(), b.migrate()]);
      const doubled = await a.db.execute(
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
      );
      expect((doubled as unknown as { rows: unknown[] }).rows).toEqual([]);
      const applied = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
        JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')).entries.length,
      );
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a migrate call waits while another process holds the lock', { timeout: 60_000 }, async () => {
    const holder = new pg.Client({ connectionString: target });
    await holder.connect();
    const handle = await openPostgres({ url: target, max: 2 });
    try {
      await holder.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
      let done = false;
      const run = handle.migrate().then(() => {
        done = true;
      });
      // The migration's connection is seen waiting on the lock in pg_locks.
      for (let waited = 0; ; waited++) {
        const { rows } = await holder.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and classid = $1 and objid = $2",
          [MIGRATION_LOCK[0], MIGRATION_LOCK[1]],
        );
        if (rows[0].n === 1) break;
        if (waited > 200) throw new Error('the migration never waited for the lock');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(done).toBe(false);
      await holder.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]);
      await run;
      expect(done).toBe(true);
      // The lock is released after the run: the holder takes it again at once.
      const { rows } = await holder.query('select pg_try_advisory_lock($1, $2) as got', [...MIGRATION_LOCK]);
      expect(rows[0].got).toBe(true);
    } finally {
      await holder.end();
      await handle.close();
    }
  });

  it('every pooled connection has the statement timeout; the pool reports its size', async () => {
    const handle = await openPostgres({ url: target, max: 3, statementTimeoutMs: 200 });
    try {
      const shown = (await handle.db.execute(sql`show statement_timeout`)) as unknown as {
        rows: { statement_timeout: string }[];
      };
      expect(shown.rows[0]?.statement_timeout).toBe('200ms');
      await expect(handle.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
      expect(handle.stats?.()).toMatchObject({ max: 3, waiting: 0 });
    } finally {
      await handle.close();
    }
  });
});
