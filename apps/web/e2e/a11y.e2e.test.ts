import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_PATHS } from '../app/paths';
import { expectRefusal, type Stack, startStack, uniquePhone } from './harness';
import { newPage, registerUntilEmployment } from './steps';

// axe (WCAG 2.2 AA) on every route of the site at 375 and 1280 px: no serious or critical
// violation (issue 14). Guest pages as a guest; the signed-in pages as a registered client with
// the sandbox QA cookie, which lets every journey page render whatever the step (spec §6).

const WIDTHS = [375, 1280] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const GUEST = [
  '/',
  '/sobre-nosotros',
  '/contactos',
  '/documentos',
  '/preguntas-frecuentes',
  '/como-pagar-tu-prestamo',
  '/ingresar',
  '/recover',
  '/registration',
  '/aviso-de-privacidad',
  '/terminos-y-condiciones',
  '/print?document=privacy_notice',
  '/print?reference=12345678901234&amount=1250.5&brand=OXXO',
  '/no-existe',
];
/**
 * Pages that show an application in one state and send anyone else to `/flow`: the lending suite
 * (`lending.e2e.test.ts`) runs axe on them at both widths in that state. `/application/loading`
 * only stands while a decision is being made and has no axe run yet.
 */
const IN_STATE = ['/application/offer-decrease', '/application/offer-increase', '/application/loading'];
/** Pages behind the sign-in: every §2 route not in GUEST (the registration's own stages too). */
const SIGNED_IN = Object.values(FLOW_PATHS).filter(
  (path) => !GUEST.includes(path) && !IN_STATE.includes(path) && !['/flow', '/print'].includes(path),
);

let stack: Stack;
/** The registered borrower's one page: each signed-in screen is loaded once and resized. */
let signedIn: Page | undefined;
let signedInShows = '';

beforeAll(async () => {
  stack = await startStack();
  const page = await newPage(stack, WIDTHS[0]);
  await registerUntilEmployment(stack, page, uniquePhone());
  await page.context().addCookies([{ name: 'qa-disable-flow', value: '1', url: stack.siteUrl }]);
  signedIn = page;
});
afterAll(async () => {
  await signedIn?.context().close();
  signedIn = undefined;
  await stack?.stop();
});

async function serious(page: Page): Promise<string[]> {
  // In the page itself when it has no frames (see `axe` in ./borrowers.ts).
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Each screen is its own describe with a test per width, as before; the page is loaded once, at
// the first width, and resized for the next, as a person turning a tablet would. The site's layout
// is CSS media queries only (nothing reads the window's width), so axe sees at the second width
// what a load at that width shows, without a second load and wait for the network to settle.
describe.each(GUEST)('guest page %s', (path) => {
  /** A guest's own browser (no cookie from any other page), opened for this screen. */
  let page: Page | undefined;
  let loaded = false;
  beforeAll(async () => {
    page = await newPage(stack, WIDTHS[0]);
    if (path === '/no-existe') expectRefusal(page, 404, path);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(WIDTHS)('axe at %i px', async (width) => {
    if (!page) throw new Error('no guest page');
    await page.setViewportSize({ width, height: 800 });
    if (!loaded) {
      await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' });
      loaded = true;
    }
    expect(await serious(page)).toEqual([]);
  });
});

describe.each(SIGNED_IN)('signed-in page %s', (path) => {
  it.each(WIDTHS)('axe at %i px', async (width) => {
    const page = signedIn;
    if (!page) throw new Error('no signed-in page');
    await page.setViewportSize({ width, height: 800 });
    if (signedInShows !== path) {
      await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' });
      signedInShows = path;
    }
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await serious(page)).toEqual([]);
  });
});

describe.each(WIDTHS)('axe at %i px', (width) => {
  it('the registration stages: code and details', async () => {
    const page = await newPage(stack, width);
    const phone = uniquePhone();
    await page.goto(`${stack.siteUrl}/registration`);
    await page.getByLabel('Celular').fill(phone);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL(/paso=codigo/);
    await page.waitForLoadState('networkidle');
    expect(await serious(page)).toEqual([]);
    const code = await stack.fixtures.lastCodeSentTo(stack.api, phone);
    await page.getByLabel('Código', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/paso=datos/);
    await page.waitForLoadState('networkidle');
    expect(await serious(page)).toEqual([]);
    stack.api.clock.advance(61_000);
    await page.context().close();
  });
});
