import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';

/** The back-office app's folder. */
export const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPO_ROOT = join(APP_DIR, '..', '..');

// The API (an app) and @lender/core are loaded by specifier at run time, so this app's type check
// does not follow their sources (their own packages check them). These are the little the suite uses.
// biome-ignore lint/suspicious/noExplicitAny: the core's services, tables and answers are read loosely by the fixtures and assertions
type Loose = any;

export interface TestApp {
  app: { fetch(request: Request): Response | Promise<Response> };
  core: Record<string, Loose> & { db: Loose; pii: Loose };
  clock: { now(): Date; advance(ms: number): void };
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    headers: Headers;
    body: { success: boolean; data: Loose; code?: string; Authorization?: string };
  }>;
  close(): Promise<void>;
}

const TEST_APP_MODULE = '@lender/api-server/src/test/test-app';

/** The real API in process on a fresh test database, listening on 127.0.0.1 at a free port. */
export async function startApi(): Promise<TestApp & { baseUrl: string; stop(): Promise<void> }> {
  const { createTestApp } = (await import(/* @vite-ignore */ TEST_APP_MODULE)) as {
    createTestApp(options: unknown): Promise<TestApp>;
  };
  // The sandbox providers: every SMS and e-mail lands in the outbox, where the fixtures read codes.
  const testApp = await createTestApp({});
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: testApp.app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(testApp, {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  });
}

/** The newest modification time under a folder (ms). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Builds the back-office for the suite (`remix vite:build`), unless the build is newer than every
 * source (turbo's `test:e2e` runs after `build`, so `npm test` builds once). Asynchronous: a
 * blocking `spawnSync` of a build that takes over a minute on a loaded machine froze the test
 * worker, and Vitest's own messages to it timed out ("Timeout calling onTaskUpdate").
 */
export async function buildBackoffice(): Promise<void> {
  const built = join(APP_DIR, 'build', 'server', 'index.js');
  if (existsSync(built) && statSync(built).mtimeMs > newest(join(APP_DIR, 'app'))) return;
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'tooling', 'scripts', 'pnpm.mjs'), 'exec', 'remix', 'vite:build'],
    { cwd: APP_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`back-office build failed:\n${output}`);
}

/**
 * How old the API token may get before a request refreshes it, in the suite: a few seconds instead
 * of the spec's 240, so a test sees a session outlive the token's lifetime without waiting minutes.
 */
export const E2E_TOKEN_REFRESH_SECONDS = 2;

/** Starts the built back-office (`server.mjs`) on a free port against `apiUrl`. */
export async function startBackoffice(apiUrl: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      NODE_ENV: 'test',
      TOKEN_REFRESH_SECONDS: String(E2E_TOKEN_REFRESH_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`back-office did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Server errors (a loader that threw) belong in the test's output.
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`back-office exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
