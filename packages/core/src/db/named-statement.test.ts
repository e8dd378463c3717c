import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { executeNamed } from './named-statement';

// Named statements (issue 17): on PostgreSQL a protocol-level prepared statement, on the embedded
// PGlite `PREPARE` / `EXECUTE` with literals. Either way the rows are what an unnamed run returns.

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
    '2026-03-02 12:00:00+00'::timestamptz as at, json_build_object('n', ${n}::int) as doc`;

describe('executeNamed', () => {
  it('returns the rows an unnamed statement returns, run after run, with quotes in a text value', async () => {
    for (const [n, text] of [
      [1, 'plain'],
      [5, "O'Brien"],
      [7, "''; drop table clients; --"],
    ] as const) {
      const named = await executeNamed(t.db, 'lender_test_probe', probe(n, text));
      expect(named).toEqual(rowsOf(await t.db.execute(probe(n, text))));
      expect(named[0]).toMatchObject({ next: n + 1, echoed: text, big: n > 2, doc: { n } });
    }
    if (t.kind === 'pglite') {
      // The embedded path really prepared it (one session: the statement is visible here).
      const prepared = rowsOf(
        await t.db.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name = 'lender_test_probe'`,
        ),
      );
      expect(prepared[0]?.n).toBe(1);
    }
  });

  it('runs values it cannot write as literals (a backslash, a fraction) unnamed, with the same rows', async () => {
    const odd = sql`select ${'a\\b'}::text as echoed, ${1.5}::numeric as half`;
    expect(await executeNamed(t.db, 'lender_test_odd', odd)).toEqual(rowsOf(await t.db.execute(odd)));
  });

  it('prepares again a statement dropped behind its back', async () => {
    await executeNamed(t.db, 'lender_test_dropped', probe(2, 'x'));
    if (t.kind === 'pglite') await t.db.execute(sql.raw('DEALLOCATE lender_test_dropped'));
    expect(await executeNamed(t.db, 'lender_test_dropped', probe(3, 'y'))).toEqual(
      rowsOf(await t.db.execute(probe(3, 'y'))),
    );
  });

  it('works inside a transaction (unnamed there on PGlite) and leaves it usable', async () => {
    const rows = await t.db.transaction(async (tx) => {
      const first = await executeNamed(tx, 'lender_test_probe', probe(4, 'tx'));
      await tx.execute(sql`select 1`);
      return first;
    });
    expect(rows[0]).toMatchObject({ next: 5, echoed: 'tx' });
  });
});
