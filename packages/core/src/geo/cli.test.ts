import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGeoImportCli } from './cli';
import { geoFixtureFile } from './data-files';

const dir = mkdtempSync(join(tmpdir(), 'lender-geo-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io(env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { env, out: (line: string) => out.push(line), err: (line: string) => err.push(line) },
  };
}

describe('geo:import command', () => {
  it('imports the fixture into a PGlite folder, twice with the same counts', async () => {
    const dataDir = join(dir, 'pglite');
    for (let run = 0; run < 2; run += 1) {
      const t = io({ INIT_CWD: dir });
      // A path relative to INIT_CWD, as pnpm users type it.
      const code = await runGeoImportCli([relative(dir, geoFixtureFile()), '--data-dir', dataDir], t.io);
      expect(t.err).toEqual([]);
      expect(code).toBe(0);
      expect(t.out.at(-1)).toBe('Done: 25 settlements, 7 municipalities, 4 cities.');
    }
    // Two fresh PGlite folders, each migrated from scratch: minutes on a loaded 2-core machine.
  }, 240_000);

  it.each([
    [['--help'], 0],
    [[], 2],
    [['a.txt', 'b.txt', '--data-dir', 'x'], 2],
    [['a.txt', '--encoding', 'cp1252', '--data-dir', 'x'], 2],
    [['a.txt', '--batch-size', '0', '--data-dir', 'x'], 2],
    [['a.txt', '--unknown'], 2],
    [['a.txt'], 2],
  ])('%j exits with %i without touching a database', async (argv, expected) => {
    const t = io({});
    expect(await runGeoImportCli(argv, t.io)).toBe(expected);
  });
});
