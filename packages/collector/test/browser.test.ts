// The collector in a real Chromium (Debian's, through playwright-core) driving a form: the chunks
// that reach the server decrypt with the test's private key, match the contracts' schema, hold the
// expected signal kinds and not one typed character.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLLECTOR_EVENT_KINDS, type CollectorChunk } from '@lender/contracts/collector';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectorScript, fillForm, formPage, launchChromium, TYPED } from './browser-harness';
import { openData, rsaKeys } from './fake-ingest';

const keys = rsaKeys();
const AUTH_KEY = 'browser-test-partner-key';
interface Received {
  isFinal: boolean;
  beacon: boolean;
  chunk: CollectorChunk;
}
const received: Received[] = [];
let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  const script = await collectorScript();
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body = '';
    req.on('data', (part: Buffer) => {
      body += part.toString('utf8');
    });
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          formPage({ publicKey: keys.publicKey, authKey: AUTH_KEY, baseUrl: base, uploadIntervalMs: 2_000 }),
        );
      } else if (url.pathname === '/collector.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end(script);
      } else if (url.pathname === '/api/account/v1/credoapplogin') {
        if ((JSON.parse(body) as { authKey: string }).authKey !== AUTH_KEY) {
          json(400, { title: 'auth_key_invalid', status: 400, detail: 'AuthKey is invalid' });
          return;
        }
        const now = Date.now();
        json(200, {
          access_token: 'browser-token',
          token_type: 'Bearer',
          issued: new Date(now).toISOString(),
          expires: new Date(now + 7_200_000).toISOString(),
          refresh_token: 'browser-refresh',
        });
      } else if (url.pathname === '/api/datasets/v1/verify/web') {
        json(200, { referenceNumber: url.searchParams.get('referenceNumber'), state: 'open', chunks: 0 });
      } else if (url.pathname === '/api/datasets/v1/upload') {
        const upload = JSON.parse(body) as { data: string; isFinal: boolean };
        const beacon = url.searchParams.get('access_token') === 'browser-token';
        const chunk = openData(upload.data, keys.privateKey);
        received.push({ isFinal: upload.isFinal, beacon, chunk });
        json(200, {
          referenceNumber: chunk.referenceNumber,
          sequence: chunk.sequence,
          state: upload.isFinal ? 'complete' : 'open',
        });
      } else {
        json(404, { title: 'not_found', status: 404, detail: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('@lender/collector in Chromium', () => {
  it('uploads encrypted chunks with the signals of a filled form and no typed character', async () => {
    received.length = 0;
    const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
    await page.goto(base);
    await page.evaluate(() =>
      (window as unknown as { collector: { start(r: string): Promise<void> } }).collector.start(
        'reg-browser-000001',
      ),
    );
    await fillForm(page);
    // At least one periodic upload (every 2 s here), then stop with the complete flag.
    await page.waitForTimeout(2_300);
    await page.evaluate(() =>
      (window as unknown as { collector: { stop(o: { complete: boolean }): Promise<void> } }).collector.stop({
        complete: true,
      }),
    );
    expect(
      await page.evaluate(() => (window as unknown as { collectorErrors: string[] }).collectorErrors),
    ).toEqual([]);
    await page.close();

    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.at(-1)?.isFinal).toBe(true);
    expect(received.slice(0, -1).every((r) => !r.isFinal)).toBe(true);
    const chunks = received.map((r) => r.chunk);
    expect(chunks.map((c) => c.sequence)).toEqual(chunks.map((_, i) => i));
    expect(chunks[0]?.device).toMatchObject({ viewport: { w: 1024, h: 700 }, platform: expect.any(String) });
    expect(chunks.every((c) => c.path === '/')).toBe(true);

    const events = chunks.flatMap((c) => c.events);
    const kinds = new Set(events.map((e) => e.k));
    // Every kind the contract lists but `visibility`, which the page never hides to raise.
    for (const kind of COLLECTOR_EVENT_KINDS.filter((k) => k !== 'visibility')) {
      expect(kinds, `signal kind ${kind}`).toContain(kind);
    }
    const keysIn = (field: string) =>
      events.flatMap((e) => (e.k === 'key' && e.field === field ? [e.c] : []));
    // "Ana María" + "x" then Backspace: letters, one space, one delete. Playwright types "í",
    // which a US layout has no key for, as text without a keydown: so 8 letters, not 9.
    expect(keysIn('firstName')).toEqual(['l', 'l', 'l', 's', 'l', 'l', 'l', 'l', 'l', 'x']);
    expect(keysIn('email').length).toBe(TYPED.email.length);
    expect(keysIn('email')).toContain('p');
    expect(keysIn('password')).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({ k: 'paste', field: 'curp', length: TYPED.curp.length }),
    );
    expect(events).toContainEqual(expect.objectContaining({ k: 'autofill', field: 'monthlyIncome' }));
    expect(events).toContainEqual(
      expect.objectContaining({ k: 'focus', field: 'firstName', fieldClass: 'identity' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ k: 'focus', field: 'email', fieldClass: 'contact' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        k: 'blur',
        field: 'password',
        fieldClass: 'secret',
        keys: TYPED.password.length,
      }),
    );
    expect(events).toContainEqual(expect.objectContaining({ k: 'click', role: 'button', pointer: 'mouse' }));
    // Pointer moves are at least 100 ms apart (spec §9).
    const moves = chunks.flatMap((c) => c.events.filter((e) => e.k === 'move').map((e) => c.startedAt + e.t));
    for (let i = 1; i < moves.length; i++) expect(moves[i]! - moves[i - 1]!).toBeGreaterThanOrEqual(99);

    const text = JSON.stringify(chunks);
    for (const value of Object.values(TYPED)) expect(text).not.toContain(value);
    for (const word of ['Ana', 'María', 'Secreto', 'example.com', 'GODE']) expect(text).not.toContain(word);
  });

  it('delivers the newest events when the tab is closed (beacon, or keepalive when the page had time)', async () => {
    received.length = 0;
    const page = await browser.newPage();
    await page.goto(base);
    await page.evaluate(() =>
      (window as unknown as { collector: { start(r: string): Promise<void> } }).collector.start(
        'reg-browser-000002',
      ),
    );
    await page.click('#firstName');
    await page.keyboard.type('Luis', { delay: 40 });
    // The standby copy is refreshed a second after new events; then the tab is closed.
    await page.waitForTimeout(2_000);
    await page.close({ runBeforeUnload: true });
    const deadline = Date.now() + 5_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received.length).toBeGreaterThanOrEqual(1);
    const events = received.flatMap((r) => r.chunk.events);
    // Each key once: the beacon copy and a regular upload never both carry the same events.
    expect(events.filter((e) => e.k === 'key')).toHaveLength(4);
    expect(JSON.stringify(received)).not.toContain('Luis');
  });
});
