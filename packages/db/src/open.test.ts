import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db';
import { DataDirLockedError } from './data-dir-lock';
import { openPglite } from './open';
import { settings } from './schema/index';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Opening a fresh folder runs every migration from scratch, twice (about 20 s idle on a slow
// machine): a CI run on a loaded machine took over the default 60 s. A bound, not a timing check.
const FRESH_FOLDER_TIMEOUT_MS = 180_000;

describe('embedded PGlite in a data folder', () => {
  it('keeps data across close and reopen, and checkpoints on close', {
    timeout: FRESH_FOLDER_TIMEOUT_MS,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lender-pglite-'));
    dirs.push(dir);
    const first = await openPglite({ dataDir: dir });
    await first.migrate();
    await first.db.insert(settings).values({ key: 'probe', value: { n: 1 } });
    await first.close();

    const second = await openPglite({ dataDir: dir });
    await second.migrate();
    const rows = await second.db.select().from(settings);
    expect(rows.map((r) => r.value)).toEqual([{ n: 1 }]);
    await second.close();
  });

  it('refuses a second open of the same folder while the first holds it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lender-pglite-'));
    dirs.push(dir);
    const first = await openPglite({ dataDir: dir });
    await expect(openPglite({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openPglite({ dataDir: dir });
    await again.close();
  });
});

describe('createTestDb', () => {
  it('returns a migrated database, fresh each time', async () => {
    const a = await createTestDb();
    const b = await createTestDb();
    await a.db.insert(settings).values({ key: 'only-in-a', value: true });
    const inB = await b.db.select().from(settings);
    expect(inB).toEqual([]);
    const [row] = await a.db.select({ n: sql<number>`count(*)::int` }).from(settings);
    expect(row).toEqual({ n: 1 });
    await a.close();
    await b.close();
  });
});
