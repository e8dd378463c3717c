import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ENV, CHROMIUM_FLAGS, ensureChromium } from '../../../tooling/scripts/chromium.mjs';
import { watchBrowser } from './console';

export { expectRefusal } from './console';

// The browser suites: the real API in process on a fresh embedded (PGlite) database, the built
// site (`server.mjs`, as `npm start` runs it) on a random port pointing at it, and Debian's Chromium through
// playwright-core, whose pages fail the test they are in when they log an error (./console.ts). One
// API and one site per suite file.

// Loaded by specifier at run time so this app's type check does not follow the API's sources.
const TEST_APP_MODULE = '@lender/api-server/src/test/test-app';
const FIXTURES_MODULE = '@lender/api-server/src/test/fixtures';
const CORE_MODULE = '@lender/core';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

/** What the suites use of the API's `createTestApp()` (apps/api/src/test/test-app.ts). */
export interface TestApp {
  app: { fetch(request: Request): Response | Promise<Response> };
  core: {
    db: unknown;
    clients: { setStatus(id: number, status: number): Promise<unknown> };
  };
  clock: { now(): Date; advance(ms: number): void };
  close(): Promise<void>;
}

interface Fixtures {
  curp(first17: string): string;
  lastCodeSentTo(app: TestApp, to: string): Promise<string>;
}

interface Core {
  geoFixtureFile(): string;
  importSepomexFile(db: unknown, file: string, options: { clock: unknown }): Promise<unknown>;
}

export interface Stack {
  api: TestApp & { baseUrl: string };
  siteUrl: string;
  browser: Browser;
  fixtures: Fixtures;
  /** Every call the API answered, as `METHOD /path` (to prove which calls the site made). */
  apiRequests: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startSite(apiUrl: string): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(`${APP_DIR}/build/server/index.js`)) {
    throw new Error('apps/web is not built: run `pnpm --filter @lender/web build` first');
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEPLOYMENT_STAGE: 'local',
      API_URL: apiUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[lender-web]')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`site exited ${code}:\n${output}`)));
  });
  child.stdout?.removeAllListeners('data');
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { url: `http://127.0.0.1:${port}`, child };
}

/**
 * Starts API, site and browser for one suite. `limits` overrides the test core's relaxed limits
 * (the suite about them passes the documented defaults).
 */
export async function startStack(options: { limits?: Record<string, number> } = {}): Promise<Stack> {
  const { createTestApp } = (await import(/* @vite-ignore */ TEST_APP_MODULE)) as {
    createTestApp(options?: { limits?: Record<string, number> }): Promise<TestApp>;
  };
  const fixtures = (await import(/* @vite-ignore */ FIXTURES_MODULE)) as Fixtures;
  const core = (await import(/* @vite-ignore */ CORE_MODULE)) as Core;
  const testApp = await createTestApp(options.limits ? { limits: options.limits } : {});
  await core.importSepomexFile(testApp.core.db, core.geoFixtureFile(), { clock: testApp.clock });
  const apiRequests: string[] = [];
  const fetch = (request: Request) => {
    apiRequests.push(`${request.method} ${new URL(request.url).pathname}`);
    return testApp.app.fetch(request);
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}`;
  const site = await startSite(apiUrl);
  // Every page of every suite: a console.error or an uncaught error fails the test (./console.ts).
  const browser = watchBrowser(
    await chromium.launch({
      executablePath: ensureChromium(),
      args: [...CHROMIUM_FLAGS],
      env: CHROMIUM_ENV,
    }),
  );
  return {
    api: Object.assign(testApp, { baseUrl: apiUrl }),
    siteUrl: site.url,
    browser,
    fixtures,
    apiRequests,
    async stop() {
      await browser.close();
      site.child.kill('SIGTERM');
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}

let phoneCounter = 0;
/** A phone number no other test in this run uses. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `55${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
}
