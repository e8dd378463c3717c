// node --test tooling/scripts/new-package.test.mjs — the package generator and the one clean (ADR 074).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { metadataProblems, rootRepository } from './lib/package-manifest.mjs';
import { packageFiles } from './new-package.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

test('a new package has its consumer fixtures, size budgets, README skeleton and the one clean', () => {
  const files = packageFiles('widgets', 'Widgets for the lender.', 2026);
  for (const path of [
    'consumer/esm.mjs',
    'consumer/cjs.cjs',
    'consumer/types.ts',
    'README.md',
    'LICENSE',
    'CHANGELOG.md',
  ]) {
    assert.ok(files[path], `missing ${path}`);
  }
  const manifest = JSON.parse(files['package.json']);
  assert.equal(manifest.name, '@lender/widgets');
  assert.equal(manifest.description, 'Widgets for the lender.');
  assert.deepEqual(manifest.publishConfig, { access: 'public' });
  assert.deepEqual(metadataProblems(manifest, { folder: 'widgets', repository: rootRepository(root) }), []);
  assert.ok(manifest.lender.sizeBudgetsGzip['.'] > 0);
  assert.ok(Object.keys(manifest.lender.bundleBudgetsGzip).length > 0);
  assert.equal(manifest.scripts.clean, 'node ../../tooling/scripts/clean.mjs');
  assert.ok(manifest.files.includes('LICENSE') && manifest.files.includes('CHANGELOG.md'));
  assert.match(files['README.md'], /^# @lender\/widgets/);
  assert.match(files.LICENSE, /Copyright \(c\) 2026/);
});

test('every package with a clean script uses the one clean.mjs', () => {
  const listed = spawnSync(
    'git',
    ['ls-files', 'packages/*/package.json', 'apps/*/package.json', 'tooling/*/package.json'],
    { cwd: root, encoding: 'utf8' },
  );
  for (const file of listed.stdout.trim().split('\n')) {
    const clean = JSON.parse(readFileSync(join(root, file), 'utf8')).scripts?.clean;
    if (clean && clean !== 'node -e ""') assert.match(clean, /tooling\/scripts\/clean\.mjs/, file);
  }
});

test('--dry-run prints the files and writes nothing; a bad name is refused', () => {
  const script = join(here, 'new-package.mjs');
  const dry = spawnSync(process.execPath, [script, 'dry-run-widgets', 'A test.', '--dry-run'], {
    encoding: 'utf8',
  });
  assert.equal(dry.status, 0, dry.stderr);
  assert.match(dry.stdout, /consumer\/esm\.mjs/);
  const none = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  assert.notEqual(none.status, 0);
});
