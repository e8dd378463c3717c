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
let signedIn: Page[] = [];

beforeAll(async () => {
  stack = await startStack();
  for (const width of WIDTHS) {
    const page = await newPage(stack, width);
    await registerUntilEmployment(stack, page, uniquePhone());
    await page.context().addCookies([{ name: 'qa-disable-flow', value: '1', url: stack.siteUrl }]);
    signedIn.push(page);
  }
});
afterAll(async () => {
  for (const page of signedIn) await page.context().close();
  signedIn = [];
  await stack?.stop();
});

async function serious(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(WIDTHS)('axe at %i px', (width) => {
  it.each(GUEST)('guest page %s', async (path) => {
    const page = await newPage(stack, width);
    if (path === '/no-existe') expectRefusal(page, 404, path);
    await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' });
    expect(await serious(page)).toEqual([]);
    await page.context().close();
  });

  it.each(SIGNED_IN)('signed-in page %s', async (path) => {
    const page = signedIn[WIDTHS.indexOf(width)];
    if (!page) throw new Error('no signed-in page');
    await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await serious(page)).toEqual([]);
  });

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
