// The calculator must give the same answers whatever the host's zone (issue 3). The whole suite
// runs once with TZ=UTC; then the test files that touch dates — the file, or a source file it
// imports (transitively), reads `Date`, `Intl.DateTimeFormat` or `toLocale…` — run again with
// TZ=Asia/Tokyo and TZ=America/Los_Angeles (issue 60: a file with no date in it cannot depend on
// the zone, so it runs once). Portable (no cross-env): spawns Vitest's own entry with TZ in its env.
// Extra arguments go to Vitest, e.g. `node scripts/tz-test.mjs src/offer.test.ts` (then those files
// run in every zone).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ZONES = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'];
const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const packageDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const src = join(packageDir, 'src');

const DATE_CODE = /\bDate\b|Intl\.DateTimeFormat|\.toLocale\w*String\(/;

function filesUnder(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function relativeImports(text) {
  const found = [];
  for (const match of text.matchAll(/(?:import|export)\s[^'"`;]*?\sfrom\s*['"](\.[^'"]+)['"]/g))
    found.push(match[1]);
  for (const match of text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) found.push(match[1]);
  return found;
}

function resolveFile(from, specifier) {
  const bare = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts')].find((candidate) => existsSync(candidate));
}

/** The test files (relative to the package) whose code under test reads the clock or the zone. */
export function dateTestFiles() {
  const memo = new Map();
  const touchesDates = (file, seen = new Set()) => {
    if (memo.has(file)) return memo.get(file);
    if (seen.has(file)) return false;
    seen.add(file);
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    const found =
      DATE_CODE.test(text) ||
      relativeImports(text).some((specifier) => {
        const target = resolveFile(file, specifier);
        return target !== undefined && touchesDates(target, seen);
      });
    memo.set(file, found);
    return found;
  };
  return filesUnder(src)
    .filter((file) => /\.test\.tsx?$/.test(file) && touchesDates(file))
    .map((file) => relative(packageDir, file).split(sep).join('/'))
    .sort();
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
