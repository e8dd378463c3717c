import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort, startBrowserServer, startSiteProcess } from '../../../tooling/scripts/lib/e2e-servers.mjs';

// One built borrower site and one Chromium for the whole browser stage (issue 60): every suite's
// API (in process, a fresh database each, ./harness.ts) listens on `apiPort`, the port this site
// was started against; suites connect to the browser server instead of launching Chromium each.
// The site fetches the collector's public key once per process, so every suite's API decrypts with
// the one key pair made here (`collectorPrivateKeyPem`), not a pair of its own.

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${APP_DIR}/build/server/index.js`)) {
    throw new Error('apps/web is not built: run `pnpm --filter @lender/web build` first');
  }
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const [site, browser] = await Promise.all([
    startSiteProcess({
      name: 'the borrower site',
      cwd: APP_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEPLOYMENT_STAGE: 'local',
        API_URL: `http://127.0.0.1:${apiPort}`,
        PORT: String(sitePort),
        HOST: '127.0.0.1',
      },
      ready: /\[lender-web\]/,
    }),
    startBrowserServer(chromium),
  ]);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  project.provide('webE2e', {
    apiPort,
    collectorPrivateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    siteUrl: `http://127.0.0.1:${sitePort}`,
    browserEndpoint: browser.wsEndpoint,
  });
  return async () => {
    await browser.close();
    await site.stop();
  };
}
