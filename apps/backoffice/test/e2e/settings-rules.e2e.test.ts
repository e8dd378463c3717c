import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice } from './stack';

// ADR 170: the provisioning rates and collection rules asked for on the settings screen and
// approved in /approvals by a second admin, in Chromium with JavaScript switched off (plain forms).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let maker: Admin;
let checker: Admin;
const problems: string[] = [];

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  maker = await createBackOfficeUser(api, 'admin');
  checker = await createBackOfficeUser(api, 'admin');
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function signedIn(admin: Admin, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const seen = watchPage(page);
  page.on('close', () => problems.push(...seen));
  await page.goto(`${backoffice.baseUrl}/login`);
  await signInThroughLogin(page, api, admin);
  return page;
}

const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]').textContent();

describe('provisioning rates and collection rules on the settings screen (ADR 170)', () => {
  it('are asked for without JavaScript, refused beside the field, and applied when a second admin approves', async () => {
    const page = await signedIn(maker, false);
    await page.goto(`${backoffice.baseUrl}/settings`);
    expect(await figure(page, 'Sábado')).toBe('Sin contacto predeterminado');
    // The disclosure opens without JavaScript (<details>); the form is a plain POST.
    await page.locator('summary', { hasText: 'Solicitar cambio de reglas de cobranza' }).click();
    const rules = page.locator('form', { has: page.locator('input[name="saturday-from"]') });
    await rules.locator('#settings-saturday-closed').uncheck();
    await rules.locator('input[name="saturday-from"]').fill('14:00');
    await rules.locator('input[name="saturday-to"]').fill('09:00');
    await rules.locator('textarea[name="reason"]').fill('Sábados por la mañana');
    await rules.getByRole('button', { name: 'Solicitar cambio de reglas de cobranza' }).click();
    await page.getByText('La hora de cierre debe ser después de la de apertura.').waitFor();
    expect(await page.locator('input[name="saturday-from"]').inputValue()).toBe('14:00');

    // Hours the law does not allow (a Saturday closes at 14:00) are refused in words, beside the field.
    await page.locator('input[name="saturday-from"]').fill('09:00');
    await page.locator('input[name="saturday-to"]').fill('15:00');
    await page.getByRole('button', { name: 'Solicitar cambio de reglas de cobranza' }).click();
    await page.getByText(/La ley solo permite contactar de lunes a viernes de 07:00 a 22:00/).waitFor();
    expect(await page.locator('input[name="saturday-to"]').inputValue()).toBe('15:00');

    await page.locator('input[name="saturday-to"]').fill('14:00');
    await page.locator('input[name="contactsPerDay"]').fill('2');
    await page.getByRole('button', { name: 'Solicitar cambio de reglas de cobranza' }).click();
    await page.getByText(/Solicitud de aprobación \d+ creada: Cambio de reglas de cobranza/).waitFor();
    expect(await figure(page, 'Sábado')).toBe('Sin contacto predeterminado');

    const second = await signedIn(checker, false);
    await second.goto(`${backoffice.baseUrl}/approvals`);
    const card = second.locator('article', { hasText: 'Cambio de reglas de cobranza' });
    expect(await card.locator('li').allTextContents()).toEqual([
      'Horario del sábado: Sin contacto → 09:00 a 14:00',
      'Contactos por día: 3 → 2',
    ]);
    await card.getByRole('button', { name: 'Aprobar' }).click();
    await second.getByText(/Aprobación \d+ aprobada/).waitFor();
    await second.goto(`${backoffice.baseUrl}/settings`);
    expect(await figure(second, 'Sábado')).toBe('09:00 a 14:00 ');
    expect(await figure(second, 'Contactos por día y préstamo')).toBe('2 ');
    expect(
      await axeViolations(
        await signedIn(checker, true).then(async (p) => {
          await p.goto(`${backoffice.baseUrl}/settings`);
          return p;
        }),
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
  }, 240_000);
});
