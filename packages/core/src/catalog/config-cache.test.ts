import { demoProduct, PAY_CYCLES } from '@lender/calculator';
import type { Database } from '@lender/db';
import { sql } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfigCache } from './config-cache';
import { PRODUCT_SETTING_KEY, writeProductOverride } from './product';
import {
  DEFAULT_REAPPLY_COOL_OFF_DAYS,
  REAPPLY_COOL_OFF_SETTING_KEY,
  writeReapplyCoolOffDays,
} from './reapply-cool-off';

/** The demo product as read: its fees' RECO registrations in force and no fee change scheduled. */
const demoAsConfigured = { ...demoProduct, payCycles: PAY_CYCLES, feeSchedule: [] };

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

/** Counts the statements `db` sends (both drivers go through `$client.query` outside transactions). */
function countStatements(db: Database): { readonly count: number; restore(): void } {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const counter = {
    count: 0,
    restore: () => {
      client.query = original;
    },
  };
  client.query = function (this: unknown, ...args: unknown[]) {
    counter.count += 1;
    return original.apply(this, args);
  };
  return counter;
}

describe('the configuration cache', () => {
  it('reads settings once per version and reloads at once after a write through the services', async () => {
    const cache = createConfigCache(testDb.db);
    expect(await cache.product()).toEqual(demoAsConfigured);
    const counter = countStatements(testDb.db);
    try {
      for (let i = 0; i < 20; i++) await cache.product();
      await cache.calculator('2026-03-02');
      const afterFirstCalculator = counter.count;
      for (let i = 0; i < 20; i++) await cache.calculator('2026-03-02');
      // The version is checked at most once a second; nothing else is read again.
      expect(afterFirstCalculator).toBeLessThanOrEqual(3);
      expect(counter.count - afterFirstCalculator).toBeLessThanOrEqual(1);
    } finally {
      counter.restore();
    }
    await writeProductOverride(testDb.db, { amounts: { first: { maxAmount: 5_000_00 } } });
    expect((await cache.product()).amounts.first.maxAmount).toBe(5_000_00);
    expect((await cache.calculator('2026-03-02')).amountLimits.first.maxAmount).toBe(5_000);
    await testDb.db.delete(settings);
  });

  it('follows the version row that a trigger raises on any change of settings, SQL included', async () => {
    let now = 0;
    const cache = createConfigCache(testDb.db, { maxStaleMs: 1000, now: () => now });
    const before = await cache.version();
    expect(await cache.product()).toEqual(demoAsConfigured);
    // An operator's SQL (or another instance): no in-process signal, only the version row moves.
    await testDb.db.execute(
      sql`insert into settings (key, value) values (${PRODUCT_SETTING_KEY}, ${JSON.stringify({ amounts: { first: { maxAmount: 4_000_00 } } })}::jsonb)`,
    );
    // Within the staleness window the cached product stands…
    now = 500;
    expect((await cache.product()).amounts.first.maxAmount).toBe(demoProduct.amounts.first.maxAmount);
    // …after it the version is read again, has moved, and the product is reloaded.
    now = 1500;
    expect(await cache.version()).toBeGreaterThan(before);
    expect((await cache.product()).amounts.first.maxAmount).toBe(4_000_00);
    await testDb.db.execute(sql`delete from settings where key = ${PRODUCT_SETTING_KEY}`);
    now = 3000;
    expect(await cache.product()).toEqual(demoAsConfigured);
  });

  it('keeps the cool-off after a rejection per version: a write here shows at once, SQL after the window', async () => {
    let now = 0;
    const cache = createConfigCache(testDb.db, { maxStaleMs: 1000, now: () => now });
    expect(await cache.reapplyCoolOffDays()).toBe(DEFAULT_REAPPLY_COOL_OFF_DAYS);
    const counter = countStatements(testDb.db);
    try {
      for (let i = 0; i < 20; i++)
        expect(await cache.reapplyCoolOffDays()).toBe(DEFAULT_REAPPLY_COOL_OFF_DAYS);
      expect(counter.count).toBe(0);
    } finally {
      counter.restore();
    }
    await writeReapplyCoolOffDays(testDb.db, 7);
    expect(await cache.reapplyCoolOffDays()).toBe(7);
    await testDb.db.execute(
      sql`update settings set value = ${JSON.stringify(12)}::jsonb where key = ${REAPPLY_COOL_OFF_SETTING_KEY}`,
    );
    now = 500;
    expect(await cache.reapplyCoolOffDays()).toBe(7);
    now = 1500;
    expect(await cache.reapplyCoolOffDays()).toBe(12);
    await testDb.db.execute(sql`delete from settings where key = ${REAPPLY_COOL_OFF_SETTING_KEY}`);
    now = 3000;
    expect(await cache.reapplyCoolOffDays()).toBe(DEFAULT_REAPPLY_COOL_OFF_DAYS);
  });
});
