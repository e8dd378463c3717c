import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_BUDGET_KB,
  DASHBOARD_ROUTE,
  firstLoadKb,
  gzipKb,
  readManifest,
} from '../../bench/first-load.mjs';
import { type Admin, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 48: the back-office's own server (server.mjs, as `npm start` runs it) compresses what it
// sends as the browser asks and caches only the build's hashed files; the dashboard's first-load
// JavaScript stays within its budget, measured as Chromium loads it.

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let admin: Admin;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  admin = await (await fixtures()).createBackOfficeUser(api, 'admin');
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

const get = (path: string, acceptEncoding: string) =>
  fetch(`${backoffice.baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } });

describe("the back-office's server", () => {
  it('compresses the page and its scripts as the browser asks; only hashed files are cached', async () => {
    const html = await (await get('/login', 'identity')).text();
    const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const [asked, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const page = await get('/login', asked);
      expect(page.headers.get('content-encoding'), `the page for ${asked}`).toBe(encoding);
      expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('<html');
      const file = await get(script as string, asked);
      expect(file.headers.get('content-encoding'), `${script} for ${asked}`).toBe(encoding);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it(`loads the dashboard compressed, with at most ${DASHBOARD_BUDGET_KB} KB of JavaScript (gzip)`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, admin);
    // A fresh browser (no cache) opens the dashboard: every script it fetches, as sent.
    const fresh = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: await context.storageState(),
    });
    const dashboard = await fresh.newPage();
    const scripts: Array<{ url: string; encoding: string | undefined; body: Buffer }> = [];
    // Each script's headers and body are read after its response event: every read is awaited before
    // the sum, or a loaded machine counts only the scripts read so far.
    const reads: Array<Promise<void>> = [];
    dashboard.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        (async () => {
          const headers = await response.allHeaders();
          scripts.push({
            url: response.url(),
            encoding: headers['content-encoding'],
            body: await response.body(),
          });
        })(),
      );
    });
    await dashboard.goto(`${backoffice.baseUrl}/`, { waitUntil: 'networkidle' });
    await Promise.all(reads);
    expect(scripts.length).toBeGreaterThan(3);
    // Every script but the few under a kilobyte, which compression leaves as they are.
    expect(scripts.filter((s) => s.encoding !== 'br' && s.body.length >= 1024).map((s) => s.url)).toEqual([]);
    expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(3);
    const kb = scripts.reduce((sum, s) => sum + gzipKb(s.body), 0);
    console.log(
      `dashboard first-load JavaScript: ${kb.toFixed(1)} KB gzip (budget ${DASHBOARD_BUDGET_KB} KB)`,
    );
    expect(kb).toBeLessThanOrEqual(DASHBOARD_BUDGET_KB);
    // The bench's figure from the route manifest is the same first load (within a kilobyte).
    const client = join(APP_DIR, 'build', 'client');
    expect(Math.abs(firstLoadKb(client, readManifest(client), DASHBOARD_ROUTE) - kb)).toBeLessThan(1);
    await fresh.close();
    await context.close();
    expect(problems).toEqual([]);
  });
});
