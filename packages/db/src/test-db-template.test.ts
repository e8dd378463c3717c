import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDb, pgliteTemplate, type TestDbTemplate, templateDigest } from '../testing/test-db';
import { MIGRATIONS_FOLDER } from './paths';
import { settings } from './schema/index';

// Issue 60: a worker reads a template's dump (~47 MB) and hashes the migrations once, not once per
// test file; every test file still gets a database of its own.

/** The digest as it was computed before it was kept per process: every migration file read and hashed. */
function digestFromScratch(key: string | undefined): string {
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.sql') || f.endsWith('.json'))
    .sort();
  const digest = createHash('sha256');
  for (const file of files) digest.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  digest.update(`template:${key ?? ''}`);
  return digest.digest('hex').slice(0, 12);
}

const probe: TestDbTemplate = {
  key: 'test-db-template-probe-1',
  prepare: (db) => db.insert(settings).values({ key: 'template-probe', value: { n: 1 } }),
};

describe('test database templates, kept per worker', () => {
  it('names a template by the migrations and its key, the same on every call', () => {
    expect(templateDigest(undefined)).toBe(digestFromScratch(undefined));
    expect(templateDigest(probe)).toBe(digestFromScratch(probe.key));
    expect(templateDigest(probe)).toBe(templateDigest(probe));
    expect(templateDigest(undefined)).not.toBe(templateDigest(probe));
  });

  it('reads a dump once per worker and template: the same Blob again, another for another key', async () => {
    const first = await pgliteTemplate(probe);
    expect(await pgliteTemplate(probe)).toBe(first);
    // The bare template (the one every other database suite here uses), not a third cluster to boot.
    const bare = await pgliteTemplate(undefined);
    expect(bare).not.toBe(first);
    expect(await pgliteTemplate(undefined)).toBe(bare);
    expect(first.size).toBeGreaterThan(0);
  });

  it('still gives each caller a database of its own, holding what the template prepared', async () => {
    const a = await createTestDb(probe);
    const b = await createTestDb(probe);
    try {
      await a.db.insert(settings).values({ key: 'only-in-a', value: { n: 2 } });
      await b.db.execute(sql`delete from settings where key = 'template-probe'`);
      const keys = async (db: typeof a.db) =>
        (await db.select({ key: settings.key }).from(settings)).map((r) => r.key).sort();
      expect(await keys(a.db)).toEqual(expect.arrayContaining(['only-in-a', 'template-probe']));
      expect(await keys(b.db)).not.toContain('only-in-a');
      expect(await keys(b.db)).not.toContain('template-probe');
      const c = await createTestDb(probe);
      try {
        expect(await keys(c.db)).toContain('template-probe');
        expect(await keys(c.db)).not.toContain('only-in-a');
      } finally {
        await c.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
