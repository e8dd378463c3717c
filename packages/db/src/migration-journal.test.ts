import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './open';
import { MIGRATIONS_FOLDER } from './paths';

// Drizzle's migrator applies, on a database that has migrations, only those whose journal time
// (`when`) is later than the latest one it recorded. A migration whose time is earlier than one
// before it is skipped on every database migrated before it landed, silently (ADR 319).
interface Journal {
  readonly entries: readonly { readonly idx: number; readonly when: number; readonly tag: string }[];
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the migration journal', () => {
  it('gives each migration a later time than the one before it', () => {
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0),
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it('brings a database migrated by an earlier release up to every migration', async () => {
    // The release three migrations ago: the same folder with its journal cut there.
    const earlier = mkdtempSync(join(tmpdir(), 'lender-migrations-'));
    folders.push(earlier);
    cpSync(MIGRATIONS_FOLDER, earlier, { recursive: true });
    const cut = journal.entries.length - 3;
    writeFileSync(
      join(earlier, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
    );
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: earlier });
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await client.close();
    }
  }, 120_000);
});
