import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { rowsOf } from './database';
import { type DrizzlePgliteClient, PGLITE_TURN_EVERY_MS } from './pglite-client';
import { settings } from './schema/index';

// The client Drizzle is given on PGlite (./pglite-client.ts, ADR 346) keeps dates, times, intervals
// and their arrays as text on the instance instead of per query. What Drizzle reads must be what it
// reads on PostgreSQL (this file runs on both engines); what pg-boss reads through the same
// instance must not change.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

const TEXT_TYPES = sql`select '2026-03-16'::date as day,
  '2026-03-16 10:30:00+00'::timestamptz as at, '2026-03-16 10:30:00'::timestamp as local,
  '1 day 02:00:00'::interval as span, array['2026-03-16'::date, '2026-03-17'::date] as days,
  array['2026-03-16 10:30:00+00'::timestamptz] as ats, array['2026-03-16 10:30:00'::timestamp] as locals,
  array['1 day'::interval] as spans, array[1.50, 2]::numeric[] as amounts, 1.50::numeric as amount,
  42::int as count, '{"n":1}'::jsonb as doc`;

const TEXT_ROW = {
  day: '2026-03-16',
  at: '2026-03-16 10:30:00+00',
  local: '2026-03-16 10:30:00',
  span: '1 day 02:00:00',
  days: '{2026-03-16,2026-03-17}',
  ats: '{"2026-03-16 10:30:00+00"}',
  locals: '{"2026-03-16 10:30:00"}',
  spans: '{"1 day"}',
  amounts: '{1.50,2}',
  amount: '1.50',
  count: 42,
  doc: { n: 1 },
};

describe('what Drizzle reads', () => {
  it('keeps dates, times, intervals and their arrays as text, on either engine', async () => {
    const row = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      return (await rowsOf(tx, TEXT_TYPES))[0];
    });
    expect(row).toEqual(TEXT_ROW);
  });

  it('reads a table’s columns the same inside and outside a transaction', async () => {
    await t.db.insert(settings).values({ key: 'pglite-client-probe', value: { on: '2026-03-16' } });
    const outside = await t.db.select().from(settings);
    const inside = await t.db.transaction((tx) => tx.select().from(settings));
    expect(inside).toEqual(outside);
    expect(typeof outside[0]?.updatedAt).toBe(typeof new Date());
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('the instance, for other callers (PGlite)', () => {
  const client = () => (t.db as unknown as { $client: DrizzlePgliteClient }).$client;

  it('answers a query without parsers with PGlite’s own (pg-boss’s queue reads Dates)', async () => {
    const { rows } = await client().query<{ at: unknown; day: unknown }>(
      "select '2026-03-16 10:30:00+00'::timestamptz as at, '2026-03-16'::date as day",
    );
    expect(rows[0]?.at).toEqual(new Date('2026-03-16T10:30:00Z'));
    expect(rows[0]?.day).toBeInstanceOf(Date);
    // Arrays excepted: PGlite's array parser takes its element's parser from the instance's table.
    const { rows: arrays } = await client().query("select array['2026-03-16'::date] as days");
    expect(arrays[0]).toEqual({ days: ['2026-03-16'] });
    const scripts = await client().transaction((tx) => tx.exec("select '2026-03-16'::date as day"));
    expect(scripts[0]?.rows[0]).toEqual({ day: new Date('2026-03-16T00:00:00Z') });
  });

  it('applies other per-query parsers as given, over PGlite’s own', async () => {
    const { rows } = await client().query<{ amount: unknown; at: unknown }>(
      "select 1.50::numeric as amount, '2026-03-16 10:30:00+00'::timestamptz as at",
      [],
      { parsers: { 1700: (text: string) => Number(text) * 100 } },
    );
    expect(rows[0]).toEqual({ amount: 150, at: new Date('2026-03-16T10:30:00Z') });
  });

  it('lets the event loop turn while queries run back to back (timers and I/O are not starved)', async () => {
    // PGlite answers in microtasks: without a turn, this immediate would wait for the whole loop.
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const started = performance.now();
    let queried = 0;
    while (!turned && performance.now() - started < 20 * PGLITE_TURN_EVERY_MS) {
      await client().query('select 1');
      await t.db.transaction((tx) => tx.execute(sql`select 1`));
      queried += 1;
    }
    expect(turned).toBe(true);
    expect(queried).toBeGreaterThan(0);
  });
});
