// Issue 18 end to end: the published collector (@lender/collector, bundled for the browser) in a
// real Chromium fills a registration form on a partner page and talks to the real ingest of this
// API over HTTP (another origin: CORS); the client links the reference number; the back-office
// endpoint shows the features computed when the dataset completed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { generateCollectorKeys } from '@lender/core';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, ensureSuiteChromium } from '../../../../tooling/scripts/chromium.mjs';
import { backOfficeTestClient, backOfficeToken, createBackOfficeUser } from '../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const AUTH_KEY = 'e2e-partner-auth-key-0123456789';
const REFERENCE = 'reg-e2e-000000000001';
const TYPED = {
  firstName: 'Lucía',
  lastName: 'Hernández',
  curp: 'HEGL900101MDFRRC05',
  email: 'lucia.h@example.com',
};

let t: TestApp;
let api: ServerType;
let apiBase: string;
let site: Server;
let siteBase: string;
let browser: Browser;

async function collectorScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import * as collector from '@lender/collector'; globalThis.LenderCollector = collector;",
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

function page(publicKey: string): string {
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>Registro</title></head><body>
<form onsubmit="return false">
  <input id="firstName" name="firstName" autocomplete="given-name">
  <input id="lastName" name="lastName" autocomplete="family-name">
  <input id="curp" name="nationalIdentificator" data-collector-field-class="identity">
  <input id="email" name="email" type="email">
  <div style="height: 1500px"></div>
  <button id="submit" type="submit">Continuar</button>
</form>
<script src="/collector.js"></script>
<script>
  window.errors = [];
  window.collector = LenderCollector.createCollector({
    baseUrl: ${JSON.stringify(apiBase)}, authKey: ${JSON.stringify(AUTH_KEY)}, publicKey: ${JSON.stringify(publicKey)},
    onError: (e) => window.errors.push(e.name + ': ' + e.message),
  });
</script></body></html>`;
}

beforeAll(async () => {
  t = await createTestApp({ collector: { keys: generateCollectorKeys(2048).keys } });
  await t.core.collector.configurePartners([{ name: 'borrower-site', authKey: AUTH_KEY }]);
  api = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => api.once('listening', () => resolve()));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const publicKey = await (await fetch(`${apiBase}/api/datasets/v1/public-key`)).text();
  const script = await collectorScript();
  site = createServer((req, res) => {
    if (req.url === '/collector.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(publicKey));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}/registration`;
  browser = await chromium.launch({
    executablePath: ensureSuiteChromium(),
    args: [...CHROMIUM_FLAGS],
    headless: true,
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await new Promise((resolve) => api?.close(resolve));
  await t?.close();
});

describe('collector → ingest → features in the back office', () => {
  it('a registration form filled in Chromium becomes features of the client', async () => {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await tab.goto(siteBase);
    // Page scripts are strings: this app's TypeScript has no DOM types.
    await tab.evaluate(`window.collector.start(${JSON.stringify(REFERENCE)})`);
    await tab.mouse.move(400, 200, { steps: 12 });
    await tab.click('#firstName');
    await tab.keyboard.type(TYPED.firstName.replace('í', 'i'), { delay: 60 });
    await tab.click('#lastName');
    await tab.keyboard.type('Hernandex', { delay: 55 });
    await tab.keyboard.press('Backspace');
    await tab.keyboard.type('z', { delay: 55 });
    await tab.click('#curp');
    await tab.evaluate(`(() => {
      const field = document.querySelector('#curp');
      const data = new DataTransfer();
      data.setData('text/plain', ${JSON.stringify(TYPED.curp)});
      field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      field.value = ${JSON.stringify(TYPED.curp)};
      field.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
    })()`);
    await tab.click('#email');
    await tab.keyboard.type(TYPED.email, { delay: 40 });
    await tab.mouse.wheel(0, 700);
    await tab.click('#submit');
    await tab.evaluate('window.collector.stop({ complete: true })');
    expect(await tab.evaluate('window.errors')).toEqual([]);
    await tab.close();

    // The borrower site's server, once the client is logged in, ties the reference number to them.
    const client = await backOfficeTestClient(t);
    const link = await t.call('PUT', '/web/private/client/collector/session', {
      token: client.token,
      body: { referenceNumber: REFERENCE },
    });
    expect(link.status).toBe(200);

    const agent = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
    const view = await t.call('GET', `/web/private/back-office/collector/datasets/${REFERENCE}`, {
      token: agent,
    });
    expect(view.status).toBe(200);
    const data = view.body.data;
    expect(data).toMatchObject({
      referenceNumber: REFERENCE,
      state: 'complete',
      clientId: client.id,
      partner: 'borrower-site',
    });
    expect(data.features).toMatchObject({
      sessions: 1,
      fieldsTouched: 4,
      pasteCount: 1,
      pasteCountIdentity: 1,
      corrections: 1,
      deleteKeys: 1,
      deviceConsistency: { status: 'no_earlier_sessions' },
      device: { viewport: { w: 1200, h: 800 }, language: expect.any(String) },
    });
    // Lucia (5) + Hernandex (9) + Backspace + z typed in identity fields; the e-mail in contact.
    expect(data.features.typing.identity.keys).toBe(16);
    expect(data.features.typing.identity.charsPerMinute).toBeGreaterThan(100);
    expect(data.features.typing.contact.keys).toBe(TYPED.email.length);
    expect(data.features.timeToCompleteMs).toBeGreaterThan(1_000);
    expect(data.features.pointer.clicks).toBeGreaterThanOrEqual(5);
    expect(data.signal).toEqual({
      flag: expect.stringMatching(/^(normal|review)$/),
      reasons: expect.any(Array),
    });
    const stored = JSON.stringify(await t.core.db.execute('select payload from collector_chunks'));
    for (const value of [...Object.values(TYPED), 'Lucia', 'Hernandez']) expect(stored).not.toContain(value);
  });
});
