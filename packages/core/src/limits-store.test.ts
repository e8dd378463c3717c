import { rateLimits } from '@lender/db/schema';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, readLimits, writeLimits } from './limits';
import {
  claimAttempt,
  claimCooldown,
  clearFailures,
  giveBackToCap,
  purgeRateLimits,
  RATE_LIMIT_ROWS_KEPT_SECONDS,
  readFailures,
  takeFromCap,
} from './limits-store';

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

  it('attempts are claimed before they are judged: doubling delays after the free ones, capped, reset after a while', async () => {
    const input = { bucket: 't', key: 'k3', free: 2, baseSeconds: 2, maxSeconds: 5, resetAfterSeconds: 3600 };
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(await claimAttempt(db.db, { ...input, now })).toEqual({ ok: true, attempts: 1 });
    expect(await claimAttempt(db.db, { ...input, now })).toEqual({ ok: true, attempts: 2 });
    // The third is let through and earns a 2 s wait; a fourth at once is refused.
    expect(await claimAttempt(db.db, { ...input, now })).toEqual({ ok: true, attempts: 3 });
    expect(await claimAttempt(db.db, { ...input, now: at(1) })).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await claimAttempt(db.db, { ...input, now: at(2) })).toEqual({ ok: true, attempts: 4 });
    expect(await claimAttempt(db.db, { ...input, now: at(3) })).toEqual({ ok: false, retryAfterSeconds: 3 });
    expect(await claimAttempt(db.db, { ...input, now: at(6) })).toEqual({ ok: true, attempts: 5 });
    expect((await readFailures(db.db, 't', 'k3')).blockedUntil).toEqual(at(11)); // capped at 5 s
    expect(await claimAttempt(db.db, { ...input, now: at(7200) })).toEqual({ ok: true, attempts: 1 });
    await clearFailures(db.db, 't', 'k3');
    expect((await readFailures(db.db, 't', 'k3')).failures).toBe(0);
  });

  it('100 parallel claims on one key let exactly `free + 1` through', async () => {
    const input = {
      bucket: 't',
      key: 'k4',
      free: 3,
      baseSeconds: 2,
      maxSeconds: 900,
      resetAfterSeconds: 3600,
    };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => claimAttempt(db.db, { ...input, now })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
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

describe('purging the counters (issue 35 finding 11)', () => {
  it('deletes rows untouched for two days, keeps recent ones and any still waiting out a delay', async () => {
    const purgeDb = await createTestDb();
    try {
      const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
      // A week of per-minute rows from many addresses, as before the purge existed.
      for (let hour = 0; hour < 24 * 7; hour += 6) {
        await takeFromCap(purgeDb.db, {
          bucket: 'login:client:address',
          key: `a${hour}`,
          window: `w${hour}`,
          cap: 20,
          now: at(hour),
        });
      }
      // A login delay that runs into the future, on a row last touched long ago.
      await purgeDb.db.insert(rateLimits).values({
        bucket: 'login:client',
        key: 'slow',
        window: 'failures',
        count: 9,
        lastAt: at(72),
        blockedUntil: new Date(now.getTime() + 60_000),
      });
      const purged = await purgeRateLimits(purgeDb.db, now);
      const left = await purgeDb.db.select().from(rateLimits);
      const cutoff = now.getTime() - RATE_LIMIT_ROWS_KEPT_SECONDS * 1000;
      expect(left.filter((row) => row.key !== 'slow').every((row) => row.lastAt.getTime() >= cutoff)).toBe(
        true,
      );
      expect(left.map((row) => row.key)).toContain('slow');
      expect(left.filter((row) => row.key !== 'slow')).toHaveLength(9); // 0, 6 … 48 hours ago
      expect(purged).toBe(28 - 9);
      // Nothing left to do on a second run.
      expect(await purgeRateLimits(purgeDb.db, now)).toBe(0);
    } finally {
      await purgeDb.close();
    }
  });
});

describe('giving a unit back', () => {
  it('frees one unit of the window it was taken from, never below zero', async () => {
    const input = { bucket: 'give', key: 'k', window: 'w', cap: 1, now };
    expect(await takeFromCap(db.db, input)).toBe(true);
    expect(await takeFromCap(db.db, input)).toBe(false);
    await giveBackToCap(db.db, input);
    expect(await takeFromCap(db.db, input)).toBe(true);
    await giveBackToCap(db.db, input);
    await giveBackToCap(db.db, input);
    expect(await takeFromCap(db.db, input)).toBe(true);
    expect(await takeFromCap(db.db, input)).toBe(false);
  });
});
