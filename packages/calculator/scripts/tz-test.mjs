// The calculator must give the same answers whatever the host's zone (issue 3). The whole suite
// runs once with TZ=UTC; then the test files that touch dates — the file, or a source file it
// imports (transitively), reads `Date`, `Intl.DateTimeFormat` or `toLocale…` — run again with
// TZ=Asia/Tokyo and TZ=America/Los_Angeles (issue 60: a file with no date in it cannot depend on
// the zone, so it runs once). Portable (no cross-env): spawns Vitest's own entry with TZ in its env.
// Extra arguments go to Vitest, e.g. `node scripts/tz-test.mjs src/offer.test.ts` (then those files
// run in every zone).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testFilesReaching } from '../../../tooling/scripts/lib/import-graph.mjs';

const ZONES = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'];
const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const packageDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const src = join(packageDir, 'src');

const DATE_CODE = /\bDate\b|Intl\.DateTimeFormat|\.toLocale\w*String\(/;

/** The test files (relative to the package) whose code under test reads the clock or the zone. */
export function dateTestFiles() {
  return testFilesReaching(src, (code) => DATE_CODE.test(code)).map((file) =>
    relative(packageDir, file).split(sep).join('/'),
  );
}

function run(zone, files) {
  console.log(
    `\n▶ vitest run with TZ=${zone}${files.length ? ` (${files.length} files that touch dates)` : ''}`,
  );
  const result = spawnSync(process.execPath, [vitest, 'run', ...files], {
    stdio: 'inherit',
    cwd: packageDir,
    env: { ...process.env, TZ: zone },
  });
  if (result.status !== 0) {
    console.error(`✘ tests failed with TZ=${zone}`);
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chosen = process.argv.slice(2);
  const [first, ...others] = ZONES;
  run(first, chosen);
  const dated = chosen.length > 0 ? chosen : dateTestFiles();
  for (const zone of others) run(zone, dated);
  console.log(`\n✔ tests passed in ${ZONES.length} time zones: ${ZONES.join(', ')}`);
}
