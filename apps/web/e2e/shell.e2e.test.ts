import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack, uniquePhone } from './harness';
import { hydrated, newPage, registerUntilEmployment } from './steps';

// The document shell every page shares, in real Chromium against the built site (issue 14, the
// Lighthouse budgets of DESIGN.md): the favicon, the CSP holding with nothing reported, and Remix's
// modules starting from the template after the first paint (ADR 089).

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('the document shell', () => {
  it('answers /favicon.ico with an icon, cached, instead of a 404 page', async () => {
    const response = await fetch(`${stack.siteUrl}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=[1-9]/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), one image; the image is a PNG.
    expect([...bytes.slice(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect([...bytes.slice(22, 26)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('compresses the page and its scripts as the browser asks; only hashed files are cached (issue 48)', async () => {
    const get = (path: string, acceptEncoding: string) =>
      fetch(`${stack.siteUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
    const html = await (await get('/', 'identity')).text();
    const script = /<link rel="modulepreload" href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const [asked, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const page = await get('/', asked);
      expect(page.headers.get('content-encoding'), `the page for ${asked}`).toBe(encoding);
      expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(page.headers.get('cache-control') ?? '').not.toMatch(/immutable|public/);
      expect(await page.text()).toContain('<html');
      const file = await get(script as string, asked);
      expect(file.headers.get('content-encoding'), `${script} for ${asked}`).toBe(encoding);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('puts every module of the page inside the template, none where the parser would fetch it', async () => {
    const html = await (await fetch(`${stack.siteUrl}/`)).text();
    const template = /<template>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    const outside = html.replace(/<template>[\s\S]*?<\/template>/, '');
    expect(template).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[^"]+\.js"/);
    expect(template).toMatch(/<script nonce="[^"]+" type="module" async="">/);
    expect(outside).not.toMatch(/modulepreload|type="module"/);
  });

  it('hydrates the home page and quotes with no CSP report and nothing in the console', async () => {
    const page = await newPage(stack);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    // The calculator asks the API for the quote once hydrated: the SDK and its zod schemas load then.
    const quote = page.waitForResponse((response) =>
      response.url().includes('/web/public/arithmetic/offer/'),
    );
    await page.goto(stack.siteUrl);
    await hydrated(page);
    expect((await quote).status()).toBe(200);
    await expect.poll(() => page.locator('text=/Pagas en total/').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hydrates though the visitor clicks while it starts, with no React error #345 (ADR 287)', async () => {
    const page = await newPage(stack);
    // A click on the page in every task from the first script on, until it has hydrated: one lands
    // between `hydrateRoot` and the end of Remix's wait for the page's data, where React 18 failed.
    await page.addInitScript(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (document.documentElement?.dataset.hydrated === 'true') return;
        document.body?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto(`${stack.siteUrl}/preguntas-frecuentes`);
    await hydrated(page);
    await page.context().close();
  });

  it('hydrates a signed-in page whose lazy helpers arrive late, with no React error #421 (issue 47)', async () => {
    const page = await newPage(stack);
    await registerUntilEmployment(stack, page, uniquePhone());
    // The layout's lazy chunks (the flow poll, the token refresh, the toasts, the sandbox banner,
    // the leave popup) arrive a second and a half after the page's own modules, as on a slow phone.
    await page.route(
      /\/assets\/(FlowPoller|TokenRefresher|LazyChrome|LeaveRegistration)-[^/]+\.js$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stack.siteUrl}/registration/employment`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // With the QA cookie the server renders the sandbox banner, whose chunk is one of the late ones,
    // and every journey page opens whatever the step: the pages the issue names, each loaded anew.
    await page.context().addCookies([{ name: 'qa-disable-flow', value: '1', url: stack.siteUrl }]);
    for (const path of [
      '/registration/employment',
      '/registration/address',
      '/registration/reference',
      '/registration/debit-credit-card',
      '/application/accepted',
      '/profile/my-loan',
    ]) {
      await page.goto(`${stack.siteUrl}${path}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      await expect(page.getByText(/modo sandbox/i).count()).resolves.toBeGreaterThan(0);
    }
    await page.context().close();
  });
});
