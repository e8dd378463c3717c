// Runs the test suite once per time zone: the calculator must give the same answers whatever the
// host's zone (issue 3). Portable (no cross-env): spawns Vitest's own entry with TZ in its env.
// Extra arguments go to Vitest, e.g. `node scripts/tz-test.mjs src/offer.test.ts`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ZONES = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'];
const require = createRequire(import.meta.url);
const vitest = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

for (const zone of ZONES) {
  console.log(`\n▶ vitest run with TZ=${zone}`);
  const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TZ: zone },
  });
  if (result.status !== 0) {
    console.error(`✘ tests failed with TZ=${zone}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ tests passed in ${ZONES.length} time zones: ${ZONES.join(', ')}`);
