import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort, startBrowserServer } from '../../../../tooling/scripts/lib/e2e-servers.mjs';
import { buildBackoffice, startBackofficeProcess } from './build';

// One built back-office and one Chromium for the whole browser stage (issue 60): every suite's
// API (in process, a fresh database each) listens on `apiPort`, the port this back-office was
// started against; suites connect to the browser server instead of launching Chromium each.

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildBackoffice();
  const apiPort = await freePort();
  const [backoffice, browser] = await Promise.all([
    startBackofficeProcess(`http://127.0.0.1:${apiPort}`),
    // The headless shell (ADR 347); the documents suite launches the full browser for its PDF
    // viewer (`launchBrowser({ pdfViewer: true })`).
    startBrowserServer(chromium),
  ]);
  project.provide('backofficeE2e', {
    apiPort,
    backofficeUrl: backoffice.url,
    browserEndpoint: browser.wsEndpoint,
  });
  return async () => {
    await browser.close();
    await backoffice.stop();
  };
}
