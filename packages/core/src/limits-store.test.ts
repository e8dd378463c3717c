import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, readLimits, writeLimits } from './limits';
import { claimCooldown, readFailures, recordFailure, takeFromCap } from './limits-store';
import { createTestDb, type TestDb } from './testing/test-db';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const now = new Date('2026-03-02T18:00:00Z');

describe('counters in PostgreSQL', () => {
  it('a cap gives exactly `cap` units per window, even to concurrent callers', async () => {
    const input = { bucket: 't', key: 'k1', window: '2026-03-02', cap: 3, now };
    const results = await Promise.all(Array.from({ length: 6 }, () => takeFromCap(db.db, input)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await takeFromCap(db.db, { ...input, window: '2026-03-03' })).toBe(true);
  });

  it('a cooldown refuses until it has passed and says how long to wait', async () => {
    const input = { bucket: 't', key: 'k2', seconds: 60 };
    expect(await claimCooldown(db.db, { ...input, now })).toEqual({ ok: true });
    expect(await claimCooldown(db.db, { ...input, now: new Date(now.getTime() + 15_000) })).toEqual({
      ok: false,
      retryAfterSeconds: 45,
    });
    expect(await claimCooldown(db.db, { ...input, now: new Date(now.getTime() + 60_000) })).toEqual({
      ok: true,
    });
  });

  it('failures impose doubling delays after the free ones, capped, and reset after a while', async () => {
    const input = { bucket: 't', key: 'k3', free: 2, baseSeconds: 2, maxSeconds: 5, resetAfterSeconds: 3600 };
    const delays: Array<number | null> = [];
    for (let i = 0; i < 5; i++) {
      const state = await recordFailure(db.db, { ...input, now });
      delays.push(state.blockedUntil ? (state.blockedUntil.getTime() - now.getTime()) / 1000 : null);
    }
    expect(delays).toEqual([null, null, 2, 4, 5]);
    const later = await recordFailure(db.db, { ...input, now: new Date(now.getTime() + 7_200_000) });
    expect(later.failures).toBe(1);
    expect((await readFailures(db.db, 't', 'k3')).failures).toBe(1);
  });
});

describe('configurable limits', () => {
  it('defaults, then process overrides, then the settings row', async () => {
    expect(await readLimits(db.db)).toEqual(DEFAULT_LIMITS);
    expect((await readLimits(db.db, { smsDailyCap: 7 })).smsDailyCap).toBe(7);
    await writeLimits(db.db, { smsDailyCap: 9 });
    expect((await readLimits(db.db, { smsDailyCap: 7 })).smsDailyCap).toBe(9);
    await expect(writeLimits(db.db, { accessTokenTtlSeconds: 60 })).rejects.toThrow();
  });
});
