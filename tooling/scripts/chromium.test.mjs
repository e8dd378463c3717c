import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';

const SCRIPT = fileURLToPath(new URL('./chromium.mjs', import.meta.url));

/** `ensureSuiteChromium()` in a fresh process with `env`, as a suite's global setup calls it. */
function suiteBrowser(env) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import(${JSON.stringify(SCRIPT)}).then((m) => console.log(m.ensureSuiteChromium()))`,
    ],
    { encoding: 'utf8', env: { ...process.env, CHROMIUM_PATH: '', ...env } },
  );
  return { path: result.stdout.trim(), status: result.status, stderr: result.stderr };
}

const installed = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

test('the suites drive the binary CHROMIUM_PATH names, whatever Debian has installed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chromium-test-'));
  const own = join(dir, 'my-chrome');
  writeFileSync(own, '#!/bin/sh\necho Chromium 1.0\n');
  chmodSync(own, 0o755);
  assert.equal(suiteBrowser({ CHROMIUM_PATH: own }).path, own);
});

test('a CHROMIUM_PATH that is not a program is an error naming it, not a silent other browser', () => {
  const result = suiteBrowser({ CHROMIUM_PATH: '/nonexistent/chrome' });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /CHROMIUM_PATH is set to \/nonexistent\/chrome/);
});

test('without CHROMIUM_PATH the suites drive Debian’s headless shell when it is installed', {
  skip: !installed(HEADLESS_SHELL_PATH) && 'chromium-headless-shell is not installed here',
}, () => {
  assert.equal(suiteBrowser({}).path, HEADLESS_SHELL_PATH);
});
