import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Browser, chromium, type Download } from 'playwright-core';
import { inject } from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import { watchBrowser } from './console';

export { expectRefusal } from './console';

/** What ./global-setup.ts provides to every suite of the run. */
declare module 'vitest' {
  export interface ProvidedContext {
    webE2e: { apiPort: number; siteUrl: string; browserEndpoint: string; collectorPrivateKeyPem: string };
  }
}

// The browser suites: the real API in process on a fresh embedded (PGlite) database, the built
// site (`server.mjs`, as `npm start` runs it) pointing at it, and Debian's Chromium through
// playwright-core, whose pages fail the test they are in when they log an error (./console.ts).
// One API per suite file, on the port the run's one site and one browser were started against by
// ./global-setup.ts (issue 60): suites run one after another, each with its own data and clock.

// Loaded by specifier at run time so this app's type check does not follow the API's sources.
const TEST_APP_MODULE = '@lender/api-server/src/test/test-app';
const FIXTURES_MODULE = '@lender/api-server/src/test/fixtures';
const CORE_MODULE = '@lender/core';

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
  collectorKeysFromPem(privateKeyPem: string): unknown;
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

/**
 * Starts API, site and browser for one suite. `limits` overrides the test core's relaxed limits
 * (the suite about them passes the documented defaults).
 */
export async function startStack(options: { limits?: Record<string, number> } = {}): Promise<Stack> {
  const { createTestApp } = (await import(/* @vite-ignore */ TEST_APP_MODULE)) as {
    createTestApp(options?: {
      limits?: Record<string, number>;
      collector?: { keys: unknown };
    }): Promise<TestApp>;
  };
  const fixtures = (await import(/* @vite-ignore */ FIXTURES_MODULE)) as Fixtures;
  const core = (await import(/* @vite-ignore */ CORE_MODULE)) as Core;
  const shared = inject('webE2e');
  const testApp = await createTestApp({
    ...(options.limits && { limits: options.limits }),
    // The run's one collector key pair: the site keeps the first public key it fetched.
    collector: { keys: core.collectorKeysFromPem(shared.collectorPrivateKeyPem) },
  });
  await core.importSepomexFile(testApp.core.db, core.geoFixtureFile(), { clock: testApp.clock });
  const apiRequests: string[] = [];
  const fetch = (request: Request) => {
    apiRequests.push(`${request.method} ${new URL(request.url).pathname}`);
    return testApp.app.fetch(request);
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, hostname: '127.0.0.1', port: shared.apiPort }, () => resolve(started));
  });
  const apiUrl = `http://127.0.0.1:${shared.apiPort}`;
  // Every page of every suite: a console.error or an uncaught error fails the test (./console.ts).
  // The run's browser: `close()` disconnects this suite, closing the contexts it opened.
  const browser = watchBrowser(await chromium.connect(shared.browserEndpoint));
  return {
    api: Object.assign(testApp, { baseUrl: apiUrl }),
    siteUrl: shared.siteUrl,
    browser,
    fixtures: withRetryIdentities(fixtures),
    apiRequests,
    async stop() {
      await browser.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}

/**
 * `WEB_SCREENSHOTS=1`: the suites write their screenshots — the full pages `shot()` takes into the
 * ignored `screenshots/` for a person to look at, and the README's in `docs/screenshots/` — as the
 * back-office's do with `BACKOFFICE_SCREENSHOTS=1`. Without it none are taken: nothing checks them,
 * encoding them was CPU in every run (issue 60), and each run rewrote the committed PNGs.
 */
export const SCREENSHOTS = Boolean(process.env.WEB_SCREENSHOTS);

let phoneCounter = 0;
/** A phone number no other test in this run uses. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `55${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
}

/**
 * A retried test must not meet its first attempt's borrower (a CURP is registered once): on a
 * retry, every CURP the test asks for gets another homoclave (the 17th character, which encodes
 * nothing the product checks beyond the century: a digit stays a digit), one per attempt.
 */
function withRetryIdentities(fixtures: Fixtures): Fixtures {
  return {
    ...fixtures,
    curp(first17: string) {
      const attempt = getCurrentTest()?.result?.retryCount ?? 0;
      if (attempt === 0 || !/^\d$/.test(first17.charAt(16))) return fixtures.curp(first17);
      const homoclave = (Number(first17.charAt(16)) + attempt) % 10;
      return fixtures.curp(`${first17.slice(0, 16)}${homoclave}`);
    },
  };
}

/**
 * A download's file on this machine. The run's browser is a server the suites connect to, so
 * Playwright's `download.path()` is not available; `saveAs` streams the bytes here.
 */
export async function localCopy(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'e2e-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
