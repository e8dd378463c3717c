import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Stack } from './harness';

// The steps of the journey the browser suites share.

let curpSeq = 0;
function nextCurp(stack: Stack): string {
  curpSeq += 1;
  const month = String(1 + (curpSeq % 12)).padStart(2, '0');
  return stack.fixtures.curp(`PEGJ85${month}15HDFRRS0`);
}

export async function newPage(stack: Stack, width = 375): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width, height: 800 }, locale: 'es-MX' });
  return context.newPage();
}

/**
 * Waits until React has hydrated the page and run its effects (root sets `data-hydrated`). A click
 * before that is a plain browser click: links navigate and forms post without the page's handlers.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Presses Tab until `selector` (a CSS selector) has the focus; keyboard only. */
export async function tabTo(page: Page, test: () => Promise<boolean>, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await test()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the target');
}

/** Chooses the first real option of the native `<select>` labelled `label` (the steps' selects are native). */
export async function selectFirst(page: Page, label: RegExp) {
  const select = page.getByLabel(label);
  const first = await select.locator('option:not([disabled])').first().getAttribute('value');
  await select.selectOption(first ?? '');
}

/**
 * Ticks a consent by its box, as a person taps it: a native checkbox's label holds links (the
 * privacy notice, the terms), and a tap on a link opens the document without ticking the box.
 */
export async function tick(page: Page, name: RegExp) {
  const label = page.getByRole('checkbox', { name }).locator('xpath=ancestor::label[1]');
  await label.click({ position: { x: 11, y: 19 } });
}

/** The registration stages before the account exists: phone, SMS code (read from the outbox), details. */
export async function registerUntilEmployment(
  stack: Stack,
  page: Page,
  phone: string,
  options: { alreadyThere?: boolean; onStage?: (stage: 'phone' | 'code' | 'details') => Promise<void> } = {},
) {
  if (!options.alreadyThere) await page.goto(`${stack.siteUrl}/registration`);
  await options.onStage?.('phone');
  await page.getByLabel('Celular').fill(phone);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.waitForURL(/paso=codigo/);
  await options.onStage?.('code');
  const code = await stack.fixtures.lastCodeSentTo(stack.api, phone);
  await page.getByLabel('Código', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/paso=datos/);
  await options.onStage?.('details');
  await page.getByLabel('Nombre(s)').fill('Juana');
  await page.getByLabel('Apellido paterno').fill('Pérez');
  await page.getByLabel('CURP').fill(nextCurp(stack));
  await page.getByLabel('Fecha de nacimiento').fill(`15${String(1 + (curpSeq % 12)).padStart(2, '0')}1985`);
  await page.getByLabel('Correo electrónico').fill(`juana.${phone}@example.com`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Nube4242');
  await page.getByLabel('Repite tu contraseña').fill('Nube4242');
  await tick(page, /Leí y acepto el Aviso de privacidad/);
  await tick(page, /Leí y acepto los Términos y condiciones/);
  await tick(page, /Autorizo expresamente/);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await page.waitForURL(/\/registration\/employment$/);
  stack.api.clock.advance(61_000);
}

export async function fillEmployment(page: Page) {
  await selectFirst(page, /¿A qué te dedicas\?/);
  await page.getByLabel('Ingreso mensual').fill('15000');
  await page.getByText('Cada mes', { exact: true }).click();
  await page.getByLabel('¿Qué día del mes te pagan?').fill('15');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/registration\/address$/);
}

export async function fillAddress(page: Page) {
  await page.getByLabel('Código postal').fill('06700');
  await page.getByRole('button', { name: 'Buscar colonias' }).click();
  await page.waitForURL(/cp=06700/);
  await selectFirst(page, /Colonia/);
  await page.getByLabel('Calle').fill('Orizaba');
  await page.getByLabel('Número exterior').fill('10');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/registration\/reference$/);
}

export async function fillReference(page: Page) {
  await page.getByLabel('Nombre completo').fill('Pedro Ramírez');
  await page.getByLabel('Celular').fill('5511223344');
  await selectFirst(page, /Parentesco/);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** The header's progress (its `aria-valuenow`), or null on a page without it. */
export async function progressOf(page: Page): Promise<number | null> {
  const bar = page.getByRole('banner').getByRole('progressbar');
  if ((await bar.count()) === 0) return null;
  return Number(await bar.getAttribute('aria-valuenow'));
}

/**
 * Records the header's progress on each page of a journey (issue 47). `record` waits for the bar to
 * pass the last value (the page's data arrives just after its address): a step that does not move
 * it forward fails there. `grows: false` for a page of the same stage as the one before (the CLABE,
 * then the card); it must still not go back.
 */
export function progressLog() {
  const seen: Array<{ page: string; progress: number; title: string }> = [];
  const last = () => seen.at(-1)?.progress ?? 0;
  return {
    seen,
    async record(page: Page, name: string, { grows = true }: { grows?: boolean } = {}) {
      const before = last();
      await expect
        .poll(() => progressOf(page), { message: `the progress on ${name} after ${before}: ${this}` })
        .toSatisfy((now: number | null) => now !== null && (grows ? now > before : now >= before));
      seen.push({ page: name, progress: (await progressOf(page)) as number, title: await page.title() });
    },
    toString: () => seen.map((s) => `${s.page} ${s.progress}`).join(', '),
  };
}
