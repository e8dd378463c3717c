import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { boundedCount, reusedEstimatedTotal, totalOfCapped } from './bounded-count';
import { auditLog } from './schema/index';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.db.execute(sql`insert into audit_log (actor_type, action, entity, entity_id)
    select 'system', case when i % 2 = 0 then 'even' else 'odd' end, 'probe', i::text from generate_series(1, 40) as i`);
  await testDb.db.execute(sql`analyze audit_log`);
});
afterAll(async () => {
  await testDb?.close();
});

describe('boundedCount', () => {
  it('counts exactly up to the limit', async () => {
    expect(await boundedCount(testDb.db, auditLog, undefined, 40)).toEqual({ total: 40, estimated: false });
    expect(await boundedCount(testDb.db, auditLog, eq(auditLog.action, 'even'), 20)).toEqual({
      total: 20,
      estimated: false,
    });
  });

  it('past the limit answers an estimate, flagged, never below what it counted', async () => {
    const total = await boundedCount(testDb.db, auditLog, undefined, 10);
    expect(total.estimated).toBe(true);
    expect(total.total).toBeGreaterThanOrEqual(11);
    const filtered = await boundedCount(testDb.db, auditLog, eq(auditLog.action, 'odd'), 5);
    expect(filtered.estimated).toBe(true);
    expect(filtered.total).toBeGreaterThanOrEqual(6);
  });

  it('takes the estimate of an unfiltered table well past the limit without counting it', async () => {
    // 40 rows analysed, limit 10: more than twice the limit, so the planner's figure (the table's
    // size as of ANALYZE), not the capped count of 11.
    const total = await boundedCount(testDb.db, auditLog, undefined, 10);
    expect(total).toEqual({ total: expect.any(Number), estimated: true });
    expect(total.total).toBeGreaterThanOrEqual(40);
  });
});

describe('the estimate of a filter, reused under its key (ADR 264)', () => {
  let own: TestDb;
  const reused = eq(auditLog.action, 'reused');
  const insert = (n: number) =>
    own.db.execute(sql`insert into audit_log (actor_type, action, entity, entity_id)
      select 'system', 'reused', 'probe', i::text from generate_series(1, ${n}) as i`);
  beforeAll(async () => {
    own = await createTestDb();
    await insert(20);
    await own.db.execute(sql`analyze audit_log`);
  });
  afterAll(async () => {
    await own?.close();
    vi.useRealTimers();
  });

  it('answers the same estimate for ten seconds, then asks the planner again; another key asks at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await totalOfCapped(own.db, auditLog, reused, 6, 5, undefined, 'reused');
    expect(first).toEqual({ total: expect.any(Number), estimated: true });
    await insert(2_000);
    await own.db.execute(sql`analyze audit_log`);
    expect(await totalOfCapped(own.db, auditLog, reused, 6, 5, undefined, 'reused')).toEqual(first);
    const fresh = await totalOfCapped(own.db, auditLog, reused, 6, 5, undefined, 'reused, another key');
    expect(fresh.total).toBeGreaterThan(first.total);
    vi.setSystemTime(Date.now() + 10_001);
    expect(await totalOfCapped(own.db, auditLog, reused, 6, 5, undefined, 'reused')).toEqual(fresh);
    // Without a key, or with the count within the limit, nothing is reused.
    expect(await totalOfCapped(own.db, auditLog, reused, 6, 5)).toEqual(fresh);
    expect(await totalOfCapped(own.db, auditLog, reused, 5, 5, undefined, 'reused')).toEqual({
      total: 5,
      estimated: false,
    });
  });

  it('gives a fresh estimate of a count that passed the limit without counting (ADR 099), and nothing else', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = 'reused, known without counting';
    expect(reusedEstimatedTotal(own.db, key, 5)).toBeUndefined();
    // Within the limit: exact, nothing kept.
    await totalOfCapped(own.db, auditLog, reused, 5, 5, undefined, key);
    expect(reusedEstimatedTotal(own.db, key, 5)).toBeUndefined();
    // Past it: the estimate, kept and given again as the same total, never below the limit + 1.
    const counted = await totalOfCapped(own.db, auditLog, reused, 6, 5, undefined, key);
    expect(reusedEstimatedTotal(own.db, key, 5)).toEqual(counted);
    expect(reusedEstimatedTotal(own.db, key, 1_000_000)).toEqual({ total: 1_000_001, estimated: true });
    expect(reusedEstimatedTotal(own.db, `${key}, another`, 5)).toBeUndefined();
    vi.setSystemTime(Date.now() + 10_001);
    expect(reusedEstimatedTotal(own.db, key, 5)).toBeUndefined();
  });
});
