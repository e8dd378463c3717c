import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  childrenOf,
  findPgBin,
  primaryConfig,
  recoveryConfig,
  replicaConfig,
} from './lib/rehearsal-postgres.mjs';

// Issue 53: the settings of the rehearsal's clusters. The rehearsal runs them for real
// (`npm run rehearse -- --database`); here, what each one must say.

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The value of `name` in settings text: the last one wins, as PostgreSQL reads it. */
const setting = (text, name) =>
  [...text.matchAll(new RegExp(`^${name} = (.*)$`, 'gm'))].map((m) => m[1].replace(/^'(.*)'$/, '$1')).at(-1);

test('the primary archives every WAL segment without overwriting and keeps commit times', () => {
  const text = primaryConfig({ port: 15491, archiveDir: '/r/archive', synchronousStandby: 'replica' });
  assert.equal(setting(text, 'port'), '15491');
  assert.equal(setting(text, 'listen_addresses'), '127.0.0.1');
  assert.equal(setting(text, 'wal_level'), 'replica');
  assert.equal(setting(text, 'archive_mode'), 'on');
  assert.equal(setting(text, 'archive_command'), 'test ! -f /r/archive/%f && cp %p /r/archive/%f');
  assert.equal(setting(text, 'track_commit_timestamp'), 'on');
  assert.equal(setting(text, 'synchronous_commit'), 'on');
  assert.equal(setting(text, 'synchronous_standby_names'), 'replica');
  assert.equal(setting(text, 'fsync'), 'on');
  assert.equal(setting(primaryConfig({ port: 1, archiveDir: '/a' }), 'synchronous_standby_names'), '');
});

test('the replica names itself for the synchronous commit and waits for no standby once promoted', () => {
  const copied = primaryConfig({ port: 15491, archiveDir: '/r/archive', synchronousStandby: 'replica' });
  const text = copied + replicaConfig({ port: 15492, name: 'replica', slot: 'replica' });
  assert.equal(setting(text, 'port'), '15492');
  assert.equal(setting(text, 'cluster_name'), 'replica');
  assert.equal(setting(text, 'primary_slot_name'), 'replica');
  assert.equal(setting(text, 'synchronous_standby_names'), '');
});

test('a restore replays from the archive to one target, pauses there and never archives into the live archive', () => {
  const copied = primaryConfig({ port: 15491, archiveDir: '/r/archive', synchronousStandby: 'replica' });
  const time =
    copied +
    recoveryConfig({ port: 15493, archiveDir: '/r/archive', target: { time: '2026-11-25 20:32:00+00' } });
  assert.equal(setting(time, 'port'), '15493');
  assert.equal(setting(time, 'restore_command'), 'cp /r/archive/%f %p');
  assert.equal(setting(time, 'recovery_target_time'), '2026-11-25 20:32:00+00');
  assert.equal(setting(time, 'recovery_target_inclusive'), 'false');
  assert.equal(setting(time, 'recovery_target_action'), 'pause');
  assert.equal(setting(time, 'recovery_target_timeline'), 'latest');
  assert.equal(setting(time, 'archive_mode'), 'off');
  assert.equal(setting(time, 'synchronous_standby_names'), '');

  const named = recoveryConfig({ port: 1, archiveDir: '/a', target: { name: 'before-payout-run' } });
  assert.equal(setting(named, 'recovery_target_name'), 'before-payout-run');
  assert.equal(setting(named, 'recovery_target_inclusive'), undefined);
  assert.throws(() => recoveryConfig({ port: 1, archiveDir: '/a', target: {} }), /exactly one target/);
  assert.throws(
    () => recoveryConfig({ port: 1, archiveDir: '/a', target: { time: 'x', lsn: '0/1' } }),
    /exactly one target/,
  );
});

test('the children of a process, from /proc (what a crash kills with the postmaster)', async () => {
  const parent = spawn(process.execPath, [
    '-e',
    "const {spawn}=require('node:child_process');for(let i=0;i<2;i++)spawn(process.execPath,['-e','setTimeout(()=>{},30000)']);setTimeout(()=>{},30000)",
  ]);
  try {
    let children = [];
    for (let i = 0; i < 50 && children.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      children = childrenOf(parent.pid);
    }
    assert.equal(children.length, 2);
    for (const pid of children) assert.deepEqual(childrenOf(pid), []);
    for (const pid of children) process.kill(pid, 'SIGKILL');
  } finally {
    parent.kill('SIGKILL');
  }
});

test('the newest PostgreSQL binaries of a Debian layout, or the folder REHEARSE_PG_BIN names', () => {
  const root = mkdtempSync(join(tmpdir(), 'lender-pgbin-'));
  dirs.push(root);
  assert.equal(findPgBin({}, join(root, 'none')), undefined);
  for (const version of ['13', '15', '9']) {
    mkdirSync(join(root, version, 'bin'), { recursive: true });
    writeFileSync(join(root, version, 'bin', 'initdb'), '');
  }
  mkdirSync(join(root, '17'));
  assert.equal(findPgBin({}, root), join(root, '15', 'bin'));
  assert.equal(findPgBin({ REHEARSE_PG_BIN: '/opt/pg/bin' }, root), '/opt/pg/bin');
});
