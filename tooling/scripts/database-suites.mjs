// The database stage of `npm test`: a package's test files that use a database, run on the
// PostgreSQL of TEST_DATABASE_URL. The unit stage already ran every test file on PGlite; this runs
// again only the files that open a database, so no file runs twice on one database and no file
// that never touches a database runs twice at all.
//
// A test file is a database suite when it, or a file of its own package it imports (transitively,
// by relative path or through the package's `testing/` entry), creates a test database or core or
// app, or reads TEST_DATABASE_URL.
//
//   node tooling/scripts/database-suites.mjs            run the current package's database suites
//   node tooling/scripts/database-suites.mjs --list     print them, one a line, and run nothing
//   node tooling/scripts/database-suites.mjs src/codes  only those whose path contains `src/codes`
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { testFilesReaching } from './lib/import-graph.mjs';

/** What marks a file as opening a test database. */
const MARKERS = [
  /\bcreateTestDb\b/,
  /\bcreateTestCore\b/,
  /\bcreateTestApp\b/,
  /\bTEST_DATABASE_URL\b/,
  /['"]@lender\/(?:db|core)\/testing['"]/,
  /['"]@lender\/api-server\/src\/test\//,
];

/**
 * The test files of the package at `packageDir` (paths relative to it) that use a database.
 * @param {string} packageDir
 * @returns {string[]}
 */
export function databaseSuites(packageDir) {
  return testFilesReaching(packageDir, (code) => MARKERS.some((marker) => marker.test(code))).map((file) =>
    relative(packageDir, file).split(sep).join('/'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const packageDir = process.cwd();
  const suites = databaseSuites(packageDir);
  const name = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).name;
  if (process.argv.includes('--list')) {
    for (const suite of suites) console.log(suite);
    process.exit(0);
  }
  if (!process.env.TEST_DATABASE_URL) {
    console.error('TEST_DATABASE_URL is not set: the database stage runs on PostgreSQL only');
    process.exit(1);
  }
  if (suites.length === 0) {
    console.error(`${name}: no database suites found`);
    process.exit(1);
  }
  const host = new URL(process.env.TEST_DATABASE_URL).host;
  const require = createRequire(join(packageDir, 'package.json'));
  const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
  // Arguments that are not options narrow the files, as Vitest's own filters do.
  const args = process.argv.slice(2);
  const filters = args.filter((arg) => !arg.startsWith('-'));
  const chosen = filters.length ? suites.filter((suite) => filters.some((f) => suite.includes(f))) : suites;
  const options = args.filter((arg) => arg.startsWith('-'));
  console.log(`${name}: ${chosen.length} of ${suites.length} database suites on PostgreSQL (${host})`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...options, ...chosen], {
    stdio: 'inherit',
    cwd: packageDir,
  });
  process.exit(result.status ?? 1);
}
