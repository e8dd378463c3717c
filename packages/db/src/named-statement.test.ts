import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { executeNamed } from './named-statement';

// Named statements (issue 17, ADR 125): on PostgreSQL a protocol-level prepared statement through
// node-postgres's public `{ name, text, values }`; on the embedded PGlite and in a transaction an
// unnamed one. Either way the rows are what `db.execute` returns.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);

const probe = (n: number, text: string) =>
  sql`select ${n}::int + 1 as next, ${text}::text as echoed, ${n}::int > 2 as big,
    '2026-03-02 12:00:00+00'::timestamptz as at, '2026-03-02'::date as day,
    array['2026-03-02'::date] as days, json_build_object('n', ${n}::int) as doc`;

describe('executeNamed', () => {
  it('returns the rows an unnamed statement returns, run after run, with quotes in a text value', async () => {
    for (const [n, text] of [
      [1, 'plain'],
      [5, "O'Brien"],
      [7, "''; drop table clients; --"],
      [9, 'a\\b'],
    ] as const) {
      const named = await executeNamed(t.db, 'lender_test_probe', probe(n, text));
      expect(named).toEqual(rowsOf(await t.db.execute(probe(n, text))));
      // Dates and timestamps stay text, as in Drizzle's raw statements.
      expect(named[0]).toMatchObject({
        next: n + 1,
        echoed: text,
        big: n > 2,
        day: '2026-03-02',
        doc: { n },
      });
      expect(typeof named[0]?.at).toBe('string');
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prepares the statement once on a PostgreSQL connection',
    async () => {
      for (let i = 0; i < 3; i++) await executeNamed(t.db, 'lender_test_once', probe(i, 'x'));
      // One query at a time: the pool hands back the connection that ran the statements.
      const prepared = rowsOf(
        await t.db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name = 'lender_test_once'`,
        ),
      );
      expect(prepared[0]?.n).toBe(1);
    },
  );

  it('reports an error of the statement as the driver does, and runs the same statement afterwards', async () => {
    await expect(executeNamed(t.db, 'lender_test_fails', sql`select 1 / ${0}::int as n`)).rejects.toThrow();
    expect(await executeNamed(t.db, 'lender_test_fails', sql`select 1 / ${1}::int as n`)).toEqual([{ n: 1 }]);
  });

  it('works inside a transaction (unnamed there) and leaves it usable', async () => {
    const rows = await t.db.transaction(async (tx) => {
      const first = await executeNamed(tx, 'lender_test_probe', probe(4, 'tx'));
      await tx.execute(sql`select 1`);
      return first;
    });
    expect(rows[0]).toMatchObject({ next: 5, echoed: 'tx' });
  });
});
