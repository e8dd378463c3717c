// node --test tooling/scripts/changesets.test.mjs — the pending changesets are the next release's
// CHANGELOG entries: each names published packages with an honest 0.x bump (a breaking change is a
// minor while a package is below 1.0.0; `major` would leave 0.x by accident) and reads on the
// registry (no citation of the platform's spec, decision records or issues). The release preview
// runs `changeset version` on a copy of the workspace's manifests and changelogs, as the release
// commit will (README, "Cutting a release"), and checks the release line it writes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readmeProblems } from './lib/package-manifest.mjs';
import { publishedPackages } from './lib/published-packages.mjs';
import { releaseProblems } from './release-guard.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = join(root, '.changeset');

/** The pending changesets: `{ file, bumps: Map<package, bump>, text }`. */
function pending() {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const source = readFileSync(join(folder, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
      assert.ok(match, `${file}: front matter between --- lines`);
      const bumps = new Map();
      for (const line of match[1].split('\n').filter((item) => item.trim() !== '')) {
        const entry = /^\s*["']?(@[\w-]+\/[\w.-]+)["']?\s*:\s*(patch|minor|major)\s*$/.exec(line);
        assert.ok(entry, `${file}: "${line}" is not "<package>": patch|minor|major`);
        bumps.set(entry[1], entry[2]);
      }
      return { file, bumps, text: match[2] };
    });
}

test('every pending changeset names published packages, with a 0.x bump, in words outsiders can read', () => {
  const versions = new Map(publishedPackages().map((pkg) => [pkg.name, pkg.version]));
  const changesets = pending();
  for (const { file, bumps, text } of changesets) {
    assert.ok(bumps.size > 0, `${file}: names no package`);
    for (const [name, bump] of bumps) {
      assert.ok(versions.has(name), `${file}: ${name} is not a published package`);
      if (Number(versions.get(name).split('.')[0]) === 0) {
        assert.notEqual(bump, 'major', `${file}: ${name} is 0.x, where a breaking change is a minor`);
      }
    }
    assert.ok(text.trim().length > 20, `${file}: a sentence for the CHANGELOG`);
    assert.deepEqual(readmeProblems(text), [], `${file} goes into the published CHANGELOG`);
  }
});

test('release preview: `changeset version` gives every published package a 0.x release with its entries', () => {
  const temp = mkdtempSync(join(tmpdir(), 'lender-release-preview-'));
  try {
    const listed = spawnSync(
      'git',
      ['ls-files', 'package.json', 'pnpm-workspace.yaml', '*/*/package.json', '*/*/CHANGELOG.md'],
      { cwd: root, encoding: 'utf8' },
    );
    assert.equal(listed.status, 0, listed.stderr);
    for (const file of listed.stdout.trim().split('\n')) {
      mkdirSync(dirname(join(temp, file)), { recursive: true });
      cpSync(join(root, file), join(temp, file));
    }
    // The changesets as they are in the work tree (also the ones not committed yet).
    cpSync(folder, join(temp, '.changeset'), { recursive: true });
    const cli = join(root, 'node_modules', '@changesets', 'cli', 'bin.js');
    const versioned = spawnSync(process.execPath, [cli, 'version'], { cwd: temp, encoding: 'utf8' });
    assert.equal(versioned.status, 0, versioned.stdout + versioned.stderr);

    const released = new Set(pending().flatMap(({ bumps }) => [...bumps.keys()]));
    for (const pkg of publishedPackages()) {
      const dir = join(temp, 'packages', pkg.folder);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (!released.has(pkg.name)) {
        // Without a changeset of its own, a package keeps its version, or takes a patch because a
        // package it depends on is released (changesets' `updateInternalDependencies`).
        if (manifest.version !== pkg.version) {
          const [major, minor, patch] = pkg.version.split('.').map(Number);
          assert.equal(
            manifest.version,
            `${major}.${minor}.${patch + 1}`,
            `${pkg.name} takes at most a patch`,
          );
          const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
          const section = changelog.split(`## ${manifest.version}\n`)[1]?.split(/\n## /)[0] ?? '';
          assert.match(section, /Updated dependencies/, `${pkg.name}'s patch says which dependency moved`);
        }
        continue;
      }
      assert.match(manifest.version, /^0\.\d+\.\d+$/, `${pkg.name} stays on the 0.x line`);
      assert.notEqual(manifest.version, pkg.version, `${pkg.name} gets a new version`);
      const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
      const section = changelog.split(`## ${manifest.version}\n`)[1]?.split(/\n## /)[0] ?? '';
      assert.ok(/^- \S/m.test(section), `${pkg.name}'s CHANGELOG has entries under ## ${manifest.version}`);
      assert.doesNotMatch(changelog, /not released yet|unreleased/i, `${pkg.name}: no placeholder left`);
      assert.deepEqual(readmeProblems(changelog), [], `${pkg.name}'s CHANGELOG reads on its own`);
    }
    // Internal packages are not versioned (.changeset/config.json privatePackages).
    for (const file of ['packages/core/package.json', 'packages/web-kit/package.json']) {
      const before = JSON.parse(readFileSync(join(root, file), 'utf8')).version;
      assert.equal(JSON.parse(readFileSync(join(temp, file), 'utf8')).version, before, file);
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});

test('npm run release refuses to publish before the release commit', () => {
  const released = [{ name: '@lender/clabe', version: '0.1.0' }];
  assert.deepEqual(releaseProblems(['README.md', 'config.json'], released), []);
  const problems = releaseProblems(
    ['README.md', 'config.json', 'a.md'],
    [...released, { name: '@lender/ui', version: '0.0.0' }],
  );
  assert.equal(problems.length, 2);
  assert.match(problems[0], /1 pending changeset in \.changeset\/: run `changeset version`/);
  assert.match(problems[1], /@lender\/ui is still 0\.0\.0/);
  // The work tree's verdict: publishable exactly when the release commit consumed every changeset.
  const versioned = publishedPackages().every((pkg) => pkg.version !== '0.0.0');
  assert.equal(
    releaseProblems(readdirSync(folder), publishedPackages()).length === 0,
    pending().length === 0 && versioned,
  );
});

test('the released line: every published package is on 0.x with a CHANGELOG section of its version', () => {
  for (const pkg of publishedPackages()) {
    if (pkg.version === '0.0.0') continue; // before the first release commit: the preview above covers it
    assert.match(pkg.version, /^0\.\d+\.\d+$/, `${pkg.name} is on the 0.x line`);
    const changelog = readFileSync(join(root, 'packages', pkg.folder, 'CHANGELOG.md'), 'utf8');
    const section = changelog.split(`## ${pkg.version}\n`)[1]?.split(/\n## /)[0] ?? '';
    assert.ok(/^- \S/m.test(section), `${pkg.name}'s CHANGELOG has entries under ## ${pkg.version}`);
    assert.deepEqual(readmeProblems(changelog), [], `${pkg.name}'s CHANGELOG reads on its own`);
  }
});
