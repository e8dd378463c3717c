// node --test tooling/scripts/peer-copies.test.mjs — the registry round trip's choice of peer
// versions and its count of copies in a consumer's node_modules.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { copyProblems, floors, installedCopies, peerVersions } from './lib/peer-copies.mjs';

test('floors of a range', () => {
  assert.deepEqual(floors('^18.2.0 || ^19.0.0'), ['18.2.0', '19.0.0']);
  assert.deepEqual(floors('^4.6.0'), ['4.6.0']);
  assert.deepEqual(floors('5.x'), ['5.0.0']);
});

test('the version of each peer: the highest floor every range accepts, in the major asked for, never the workspace', () => {
  const packages = [
    { manifest: { peerDependencies: { react: '^18.2.0 || ^19.0.0', xstate: '^5.33.0' } } },
    { manifest: { peerDependencies: { react: '^18.0.0 || ^19.1.0', zod: '^4.6.0' } } },
    { manifest: {} },
  ];
  assert.deepEqual(peerVersions(packages, { majors: { react: 18 } }), {
    react: '18.2.0',
    xstate: '5.33.0',
    zod: '4.6.0',
  });
  assert.equal(peerVersions(packages, { majors: { react: 19 } }).react, '19.1.0');
  assert.throws(() => peerVersions(packages, { majors: { react: 17 } }), /has no major 17/);
  assert.throws(
    () => peerVersions(packages, { workspaceVersion: (name) => (name === 'zod' ? '4.6.0' : undefined) }),
    /zod@4\.6\.0 is the workspace's own version/,
  );
});

test('copies are counted in nested node_modules, scoped or not', () => {
  const project = mkdtempSync(join(tmpdir(), 'lender-peer-copies-'));
  const add = (path, version) => {
    mkdirSync(join(project, path), { recursive: true });
    writeFileSync(join(project, path, 'package.json'), JSON.stringify({ version }));
  };
  try {
    add('node_modules/zod', '4.6.0');
    add('node_modules/react', '18.2.0');
    add('node_modules/@lender/contracts', '0.1.0');
    add('node_modules/@lender/contracts/node_modules/zod', '4.6.7');
    const copies = installedCopies(project, ['zod', 'react', 'xstate']);
    assert.deepEqual(
      copies.get('zod').map((copy) => copy.version),
      ['4.6.0', '4.6.7'],
    );
    assert.equal(copies.get('xstate').length, 0);
    assert.deepEqual(copyProblems(project, ['react'], { react: '18.2.0' }), []);
    const zod = copyProblems(project, ['zod'], { zod: '4.6.0' });
    assert.equal(zod.length, 1);
    assert.match(
      zod[0],
      /^zod: 2 copies \(4\.6\.0 in node_modules\/zod, 4\.6\.7 in node_modules\/@lender\/contracts\/node_modules\/zod\), expected one 4\.6\.0$/,
    );
    assert.match(copyProblems(project, ['react'], { react: '19.0.0' })[0], /1 copy \(18\.2\.0/);
    assert.match(copyProblems(project, ['xstate'], { xstate: '5.33.0' })[0], /0 copies \(none\)/);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
