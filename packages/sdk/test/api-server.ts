import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { AddressStepRequest, ClientRegistrationInput } from '@lender/contracts';

// The API (an app) and @lender/core (internal) are loaded by specifier at run time, so this
// package's type check does not follow their sources, which their own packages check. These
// interfaces are the little of them the tests use.

/** What the tests use of the API's `createTestApp()` (apps/api/src/test/test-app.ts). */
export interface TestApp {
  app: { fetch(request: Request): Response | Promise<Response> };
  core: {
    db: unknown;
    backOfficeUsers: {
      create(input: {
        email: string;
        name: string;
        password: string;
        role: 'admin' | 'agent';
      }): Promise<{ id: number; totpSecret: string }>;
    };
  };
  clock: { now(): Date; advance(ms: number): void };
  close(): Promise<void>;
}

/** What the tests use of `@lender/core`. */
export interface CoreModule {
  geoFixtureFile(): string;
  importSepomexFile(db: unknown, file: string, options: { clock: unknown }): Promise<unknown>;
  totpCode(secret: string, at: Date): string;
  /** The calendar date in America/Mexico_City of an instant (`YYYY-MM-DD`). */
  businessDate(at: Date): string;
  /** Confirms the sandbox payouts that are due (the jobs' `payouts-confirm` task). */
  confirmPendingPayouts(core: TestApp['core']): Promise<unknown>;
  /** Confirms the sandbox card charges that are due (the jobs' `payments-confirm` task). */
  confirmPendingCharges(core: TestApp['core']): Promise<unknown>;
}

/** What the tests use of the API's test fixtures (apps/api/src/test/fixtures.ts). */
export interface FixturesModule {
  /** A valid registration body with a unique phone and e-mail (`smsCode` still to fill). */
  registrationBody(overrides?: Partial<ClientRegistrationInput>): ClientRegistrationInput;
  /** A CURP with a correct check digit from its first 17 characters. */
  curp(first17: string): string;
  /** The last code the sandbox sent to a phone or e-mail, read from the outbox. */
  lastCodeSentTo(app: TestApp, to: string): Promise<string>;
  /** A step-three home address that agrees with the geo fixture (Calle Orizaba 10, Roma Norte). */
  ROMA_NORTE_ADDRESS: AddressStepRequest;
}

/** What the tests use of `@lender/core/testing`. */
export interface CoreTestingModule {
  /** A small valid JPEG `width`×`height` (an ID photo). */
  sampleJpeg(width: number, height: number): Uint8Array;
}

const TEST_APP_MODULE = '@lender/api-server/src/test/test-app';
const CORE_MODULE = '@lender/core';
const CORE_TESTING_MODULE = '@lender/core/testing';
const FIXTURES_MODULE = '@lender/api-server/src/test/fixtures';

/** The API's test fixtures. */
export async function loadFixtures(): Promise<FixturesModule> {
  return (await import(/* @vite-ignore */ FIXTURES_MODULE)) as FixturesModule;
}

/** `@lender/core/testing`, from its sources. */
export async function loadCoreTesting(): Promise<CoreTestingModule> {
  return (await import(/* @vite-ignore */ CORE_TESTING_MODULE)) as CoreTestingModule;
}

/** `@lender/core`, from its sources. */
export async function loadCore(): Promise<CoreModule> {
  return (await import(/* @vite-ignore */ CORE_MODULE)) as CoreModule;
}

/** The real API on a fresh test database, listening on 127.0.0.1 at a free port. */
export interface RunningApi extends TestApp {
  baseUrl: string;
  /** Stops the server and closes the database. */
  stop(): Promise<void>;
}

/** Starts the API in process (`@hono/node-server` around the app factory) on a fresh database. */
export async function startApi(): Promise<RunningApi> {
  const { createTestApp } = (await import(/* @vite-ignore */ TEST_APP_MODULE)) as {
    createTestApp(): Promise<TestApp>;
  };
  const testApp = await createTestApp();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: testApp.app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...testApp,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}
