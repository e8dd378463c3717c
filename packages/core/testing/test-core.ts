import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createTestDb, type TestDb, type TestDbTemplate } from '@lender/db/testing';
import { usePasswordHashCostForTests } from '../src/auth/passwords';
import { fixedClock } from '../src/clock';
import { type Core, type CoreOptions, type CoreSecrets, createCore } from '../src/core';
import { geoTestSubsetFile } from '../src/geo/data-files';
import { importSepomexFile } from '../src/geo/import';
import type { Limits } from '../src/limits';
import { memoryLogger } from '../src/logger';

/** Fixed, obviously fake secrets for tests. */
export const TEST_SECRETS: CoreSecrets = {
  jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
  piiEncryptionKey: Buffer.alloc(32, 7).toString('base64'),
  piiHashKey: Buffer.alloc(32, 9).toString('base64'),
};

/**
 * Test cores serve every request from one in-process address ('unknown') at one pinned instant, so
 * the per-address and platform-wide caps (issue 10 points 5 and 7) would trip on ordinary suites.
 * They are relaxed here and tested with their documented defaults by the suites about them (pass
 * `limits: { ...DEFAULT_LIMITS }` or the values under test).
 */
export const TEST_LIMITS: Partial<Limits> = {
  smsPerAddressPerMinute: 100_000,
  smsPerAddressPerDay: 100_000,
  smsGlobalPerMinute: 100_000,
  smsGlobalPerDay: 100_000,
  emailPerAddressPerMinute: 100_000,
  emailPerAddressPerDay: 100_000,
  emailGlobalPerMinute: 100_000,
  emailGlobalPerDay: 100_000,
  loginPerAddressPerMinute: 100_000,
  loginPerAddressPerHour: 100_000,
  publicCodeRequestsPerMinute: 100_000,
};

/** The instant test clocks start at: a Monday noon in Mexico City. */
export const TEST_NOW = '2026-03-02T18:00:00Z';

/** A core on a fresh test database, with a pinned clock and an in-memory logger. */
export interface TestCore {
  core: Core;
  db: TestDb;
  clock: ReturnType<typeof fixedClock>;
  logger: ReturnType<typeof memoryLogger>;
  close(): Promise<void>;
}

/**
 * Every test core's database holds a few real postal codes (06700 Roma Norte…), so address steps
 * agree with the catalogue: imported once into the test database template, not per test file.
 */
let geoSubsetTemplate: TestDbTemplate | undefined;
function geoSubset(): TestDbTemplate {
  const file = geoTestSubsetFile();
  geoSubsetTemplate ??= {
    key: `geo-subset-${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12)}`,
    prepare: (db) => importSepomexFile(db, file, { clock: fixedClock(TEST_NOW) }),
  };
  return geoSubsetTemplate;
}

/** Builds a core on a fresh migrated test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestCore(options: Partial<Omit<CoreOptions, 'db'>> = {}): Promise<TestCore> {
  // A test's borrowers need a real hash, not a production-cost one (passwords.test.ts keeps that).
  usePasswordHashCostForTests();
  const db = await createTestDb(geoSubset());
  const clock = fixedClock(TEST_NOW);
  const logger = memoryLogger();
  const core = createCore({
    secrets: TEST_SECRETS,
    clock,
    logger,
    environment: 'test',
    ...options,
    limits: { ...TEST_LIMITS, ...options.limits },
    db: db.db,
  });
  return { core, db, clock, logger, close: () => db.close() };
}
