// Runs the pnpm version pinned in package.json#packageManager on a machine that has only Node.js
// and npm. corepack is not relied on: its signature check fails against some registries
// ("No compatible signature found in package metadata"). A pnpm already on PATH is used when it
// is the pinned version; otherwise `npx --yes pnpm@<pinned>` fetches exactly that version once
// into npm's cache.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(pinned ?? '');
if (!match) throw new Error('package.json#packageManager must pin pnpm@x.y.z');
export const pnpmVersion = match[1];

const isWindows = process.platform === 'win32';

function detect() {
  const probe = spawnSync(isWindows ? 'pnpm.cmd' : 'pnpm', ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, COREPACK_ENABLE_STRICT: '0' },
  });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return [isWindows ? 'pnpm.cmd' : 'pnpm'];
  return [isWindows ? 'npx.cmd' : 'npx', '--yes', `pnpm@${pnpmVersion}`];
}

let command;
/** The argv prefix that runs the pinned pnpm. */
export function pnpmCommand() {
  command ??= detect();
  return command;
}

/** Runs pnpm with `args`, inheriting stdio; returns the exit code. */
export function pnpm(args, options = {}) {
  const [bin, ...prefix] = pnpmCommand();
  const result = spawnSync(bin, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, COREPACK_ENABLE_STRICT: '0', npm_config_update_notifier: 'false', ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs the workspace exactly as locked. */
export function install() {
  const args = ['install', '--frozen-lockfile', '--prefer-offline'];
  const code = pnpm(args);
  if (code !== 0) {
    console.error(
      'pnpm install failed. If the lockfile is out of date, run: npx pnpm@%s install',
      pnpmVersion,
    );
    process.exit(code);
  }
}

// As a command (`node tooling/scripts/pnpm.mjs <args>`) it runs in the caller's folder, like pnpm.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2), { cwd: process.cwd() }));
}
