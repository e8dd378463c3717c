import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import {
  freePort,
  startBrowserServer,
  startSiteProcess,
} from '../../../../tooling/scripts/lib/e2e-servers.mjs';
import { APP_DIR, buildBackoffice, E2E_TOKEN_REFRESH_SECONDS } from './build';

// One built back-office and one Chromium for the whole browser stage (issue 60): every suite's
// API (in process, a fresh database each) listens on `apiPort`, the port this back-office was
// started against; suites connect to the browser server instead of launching Chromium each.

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildBackoffice();
  const apiPort = await freePort();
  const [backoffice, browser] = await Promise.all([
    startSiteProcess({
      name: 'back-office',
      cwd: APP_DIR,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${apiPort}`,
        NODE_ENV: 'test',
        TOKEN_REFRESH_SECONDS: String(E2E_TOKEN_REFRESH_SECONDS),
      },
      ready: /listening on (http:\/\/[^\s]+)/,
    }),
    startBrowserServer(chromium),
  ]);
  project.provide('backofficeE2e', {
    apiPort,
    backofficeUrl: backoffice.url as string,
    browserEndpoint: browser.wsEndpoint,
  });
  return async () => {
    await browser.close();
    await backoffice.stop();
  };
}
