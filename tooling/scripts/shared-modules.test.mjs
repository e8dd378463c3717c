// Files that share a module graph (`shareModules` in @lender/vitest-config) wait, before they end,
// for the module loads they started: Vitest drops the answer to a module request sent after the file
// that started the load has ended, and the next file importing the module failed 60 s later with
// `Timeout calling "fetch"` (the site's suite, three times). Without the wait this run fails.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const fixture = fileURLToPath(new URL('../vitest/fixtures/late-import/', import.meta.url));
const vitest = fileURLToPath(new URL('../vitest/node_modules/vitest/vitest.mjs', import.meta.url));

test('a module load a file left running is finished before the next file imports the module', () => {
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--root', fixture, '--no-cache', '--reporter=verbose'],
    {
      cwd: fixture,
      encoding: 'utf8',
      env: {
        ...process.env,
        LENDER_TEST_WORKERS: '1',
        LENDER_TEST_TIMES: '',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      timeout: 120_000,
    },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  assert.equal(run.status, 0, output);
  // Both files ran, the one that starts the load first, in one worker.
  assert.match(output, /1-starts\.test\.ts[\s\S]*2-imports\.test\.ts/);
  assert.match(output, /Tests\s+2 passed/);
});
