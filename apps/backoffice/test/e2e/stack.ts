import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Core } from '@lender/core';
import { inject, type ProvidedContext } from 'vitest';

import { startBackofficeProcess } from './build';

export { APP_DIR, buildBackoffice, E2E_TOKEN_REFRESH_SECONDS } from './build';

/** What ./global-setup.ts provides to every suite of the run. */
declare module 'vitest' {
  export interface ProvidedContext {
    backofficeE2e: { apiPort: number; backofficeUrl: string; browserEndpoint: string };
  }
}

// The API (an app) and @lender/core are loaded by specifier at run time; the app's type check
// (tsconfig.check.json) reads core's declarations, so a call of a use case is checked against its shape.
// biome-ignore lint/suspicious/noExplicitAny: the core's services, tables and answers are read loosely by the fixtures and assertions
type Loose = any;

export interface TestApp {
  app: { fetch(request: Request): Response | Promise<Response> };
  /** The core the API runs on; its database is read loosely by the fixtures and assertions. */
  core: Core & { db: Loose };
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

/**
 * The real API in process on a fresh test database, listening on 127.0.0.1 at the port the run's
 * back-office was started against (./global-setup.ts): one API at a time, one per suite.
 */
export async function startApi(): Promise<TestApp & { baseUrl: string; stop(): Promise<void> }> {
  const { createTestApp } = (await import(/* @vite-ignore */ TEST_APP_MODULE)) as {
    createTestApp(options: unknown): Promise<TestApp>;
  };
  // The sandbox providers: every SMS and e-mail lands in the outbox, where the fixtures read codes.
  const testApp = await createTestApp({});
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      { fetch: testApp.app.fetch, hostname: '127.0.0.1', port: inject('backofficeE2e').apiPort },
      () => resolve(started),
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

/**
 * The run's back-office (started once by ./global-setup.ts against the port every suite's API
 * listens on); `stop()` leaves it running for the next suite and the global teardown stops it. A
 * run without one (the borrower site's scoring suite reads the back-office too) gets its own
 * back-office against `apiUrl`, stopped by `stop()`.
 */
export async function startBackoffice(apiUrl: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const shared = inject('backofficeE2e') as ProvidedContext['backofficeE2e'] | undefined;
  if (shared) {
    if (apiUrl !== `http://127.0.0.1:${shared.apiPort}`) {
      throw new Error(`the run's back-office talks to the API at port ${shared.apiPort}, not ${apiUrl}`);
    }
    return { baseUrl: shared.backofficeUrl, stop: async () => {} };
  }
  const own = await startBackofficeProcess(apiUrl);
  return { baseUrl: own.url, stop: own.stop };
}
