import { type Database, rowsOf } from '@lender/db';
import { sql } from '@lender/db/orm';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCount } from './client-count';

// The exact client count of migration 0032 (ADR 097), on PGlite and, with TEST_DATABASE_URL,
// PostgreSQL: after every change the sum of the deltas equals `count(*)` of `clients`.

let testDb: TestDb;
let db: Database;
let serial = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});

afterAll(async () => {
  await testDb.close();
});

/** Inserts `n` clients in one statement; their ids. */
async function insertClients(on: Database, n: number): Promise<number[]> {
  const people = Array.from({ length: n }, () => {
    serial += 1;
    return { f: 'Ana', l: `Count${serial}`, ph: `count-phone-${serial}`, eh: `count-email-${serial}` };
  });
  const rows = await rowsOf(
    on,
    sql`insert into clients (first_name, last_name, phone_enc, phone_hash, email_enc, email_hash, password_hash)
      select f, l, 'x', ph, 'x', eh, 'x' from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
        as p(f text, l text, ph text, eh text)
      returning id`,
  );
  return rows.map((row) => Number(row.id));
}

async function counted(on: Database = db): Promise<number> {
  const [row] = await rowsOf(on, sql`select count(*) as n from clients`);
  return Number(row?.n);
}

async function deltaRows(): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*) as n from client_count_deltas`);
  return Number(row?.n);
}

describe('the exact client count (migration 0032)', () => {
  it('starts equal to the clients the migration found', async () => {
    expect(await clientCount.exact(db)).toBe(await counted());
  });

  it('follows an insert of one client, a multi-row insert and a delete, one delta row per statement', async () => {
    const before = await clientCount.exact(db);
    const rowsBefore = await deltaRows();
    await insertClients(db, 1);
    const [first, second] = await insertClients(db, 7);
    expect(await clientCount.exact(db)).toBe(before + 8);
    expect(await deltaRows()).toBe(rowsBefore + 2);
    await db.execute(sql`delete from clients where id in (${first}, ${second})`);
    expect(await clientCount.exact(db)).toBe(before + 6);
    expect(await clientCount.exact(db)).toBe(await counted());
    // A statement that changes no client adds no row.
    await db.execute(sql`delete from clients where id = -1`);
    expect(await deltaRows()).toBe(rowsBefore + 3);
  });

  it('folds its rows into one without changing the sum', async () => {
    await insertClients(db, 3);
    const total = await clientCount.exact(db);
    const rows = await deltaRows();
    expect(rows).toBeGreaterThan(1);
    expect(await clientCount.compact(db)).toEqual({ folded: rows });
    expect(await deltaRows()).toBe(1);
    // One row left: nothing to fold, nothing written.
    expect(await clientCount.compact(db)).toEqual({ folded: 0 });
    expect(await deltaRows()).toBe(1);
    expect(await clientCount.exact(db)).toBe(total);
    expect(await clientCount.exact(db)).toBe(await counted());
  });

  it('is reset by a truncate of the clients and counts again after it', async () => {
    await insertClients(db, 2);
    await db.execute(sql`truncate clients cascade`);
    expect(await clientCount.exact(db)).toBe(0);
    await insertClients(db, 4);
    expect(await clientCount.exact(db)).toBe(4);
    expect(await clientCount.exact(db)).toBe(await counted());
  });

  // Two connections: PostgreSQL only (PGlite is one connection).
  describe.skipIf(!process.env.TEST_DATABASE_URL)('beside another connection (PostgreSQL)', () => {
    /** Runs `inside` in a transaction of `on` and holds it open until the returned `commit` is called. */
    async function held(on: Database, inside: (tx: Database) => Promise<unknown>) {
      let commit!: () => void;
      const release = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let ready!: () => void;
      const started = new Promise<void>((resolve) => {
        ready = resolve;
      });
      const done = on.transaction(async (tx) => {
        await inside(tx as unknown as Database);
        ready();
        await release;
      });
      await started;
      return {
        commit: async () => {
          commit();
          await done;
        },
      };
    }

    it('stays exact when a compaction runs while a registration is not yet committed', async () => {
      const other = (await testDb.connectAgain()).db;
      const before = await clientCount.exact(db);
      const registration = await held(other, (tx) => insertClients(tx, 5));
      await clientCount.compact(db);
      expect(await clientCount.exact(db)).toBe(before);
      await registration.commit();
      expect(await clientCount.exact(db)).toBe(before + 5);
      expect(await clientCount.exact(db)).toBe(await counted());
    });

    it('stays exact when a registration commits while a compaction is not yet committed', async () => {
      const other = (await testDb.connectAgain()).db;
      await insertClients(db, 2);
      const before = await clientCount.exact(db);
      const compaction = await held(other, (tx) => clientCount.compact(tx));
      await insertClients(db, 3);
      expect(await clientCount.exact(db)).toBe(before + 3);
      await compaction.commit();
      expect(await clientCount.exact(db)).toBe(before + 3);
      expect(await clientCount.exact(db)).toBe(await counted());
    });

    it('stays exact when two compactions overlap (the second skips the rows the first deleted)', async () => {
      const other = (await testDb.connectAgain()).db;
      await insertClients(db, 2);
      await insertClients(db, 1);
      const before = await clientCount.exact(db);
      const first = await held(other, (tx) => clientCount.compact(tx));
      // The second compaction waits on the rows the first deleted; it finishes once the first commits.
      const second = clientCount.compact(db);
      await first.commit();
      await second;
      expect(await clientCount.exact(db)).toBe(before);
      expect(await clientCount.exact(db)).toBe(await counted());
    });
  });
});
