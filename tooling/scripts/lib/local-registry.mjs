// A throwaway npm registry: verdaccio on 127.0.0.1 at a free port, its config, storage and
// users in a folder the caller owns. It serves only @lender/* (no uplinks): everything else a
// consumer installs comes from the npm registry the machine normally uses.
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../pnpm.mjs';
import { kill, start, tail } from './run.mjs';

const READY_TIMEOUT_MS = 60_000;

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function verdaccioBin() {
  const require = createRequire(join(root, 'package.json'));
  let manifestPath;
  try {
    manifestPath = require.resolve('verdaccio/package.json');
  } catch {
    throw new Error(
      'verdaccio is not installed: run `node tooling/scripts/pnpm.mjs install` at the repository root',
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.verdaccio;
  return join(dirname(manifestPath), bin);
}

function config(dir) {
  // JSON is valid YAML, so the config needs no YAML writer.
  return JSON.stringify(
    {
      storage: join(dir, 'storage'),
      plugins: join(dir, 'plugins'),
      auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
      uplinks: {},
      packages: {
        '@lender/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
      },
      web: { enable: false },
      middlewares: { audit: { enabled: false } },
      server: { keepAliveTimeout: 60 },
      max_body_size: '100mb',
      log: { type: 'stdout', format: 'pretty', level: 'warn' },
    },
    null,
    2,
  );
}

/**
 * Starts the registry in `dir` and resolves when it answers, with its `url`, a publish `token`
 * and `stop()`. Rejects (after stopping it) when it does not answer within a minute.
 */
export async function startRegistry(dir) {
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const configPath = join(dir, 'config.yaml');
  writeFileSync(configPath, config(dir));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const logPath = join(dir, 'verdaccio.log');
  const logFd = openSync(logPath, 'a');
  const child = start(
    process.execPath,
    [verdaccioBin(), '--config', configPath, '--listen', `127.0.0.1:${port}`],
    {
      cwd: dir,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const log = () => tail(readFileSync(logPath, 'utf8'), 30);

  const stop = async () => {
    kill(child, 'SIGTERM');
    const gone = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
    if (!gone) kill(child, 'SIGKILL');
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let ready = false;
  while (!ready && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with code ${child.exitCode}\n${log()}`);
    try {
      const response = await fetch(`${url}-/ping`, { signal: AbortSignal.timeout(2_000) });
      ready = response.ok;
    } catch {
      // not listening yet
    }
    if (!ready) await sleep(200);
  }
  if (!ready) {
    await stop();
    throw new Error(`verdaccio did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s\n${log()}`);
  }

  // A throwaway user; verdaccio answers the npm "adduser" call with a token.
  const name = 'lender-ci';
  const password = `pw-${process.pid}-${Date.now()}`;
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password, type: 'user', roles: [], date: new Date().toISOString() }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.token !== 'string') {
    await stop();
    throw new Error(`could not create a user on the local registry (HTTP ${response.status})\n${log()}`);
  }
  return { url, port, token: body.token, stop, log };
}
