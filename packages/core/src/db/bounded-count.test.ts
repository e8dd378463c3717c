import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db';
import { boundedCount } from './bounded-count';
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
