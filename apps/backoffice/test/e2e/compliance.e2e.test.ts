import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin } from './browser';
import { activeLoan, core, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 50: the PLD officer's screen in a browser — an open alert asked to be reported by one
// officer and approved by another, and the lists' versions.
// With BACKOFFICE_SCREENSHOTS=1 it writes the README's screenshots (docs/images/compliance-1280.png, -375.png).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let maker: Admin;
let checker: Admin;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  maker = await createBackOfficeUser(api, 'compliance');
  checker = await createBackOfficeUser(api, 'compliance');
  const loan = await activeLoan(api);
  const { backOffice } = (await core()).useCases;
  // The officer's own files (the sandbox source has none: ADR 316).
  const header = 'id,full_name,curp,rfc,birth_date\n';
  await backOffice.importWatchlist(api.core, {
    actorId: maker.id,
    body: {
      list: 'pep',
      text: `${header}PEP-0001,Paula Expuesta Politica,,,1975-03-03\n`,
      source: 'pep-2026-11.csv',
    },
  });
  await backOffice.importWatchlist(api.core, {
    actorId: maker.id,
    body: {
      list: 'uif_blocked',
      text: `${header}UIF-0001,Ramiro Bloqueado Pruebas,,,1970-01-01\n`,
      source: 'uif-2026-11.csv',
    },
  });
  await backOffice.raiseAmlAlert(api.core, {
    actorId: maker.id,
    body: {
      clientId: loan.clientId,
      description: 'Pidió pagar en efectivo en varias sucursales el mismo día.',
    },
  });
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function shoot(page: Page, name: string) {
  if (!process.env.BACKOFFICE_SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(APP_DIR, 'docs', 'images', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the compliance screen', () => {
  it('asks to report an alert, another officer approves it; the lists in force are shown', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, maker);
    await page.goto(`${backoffice.baseUrl}/compliance`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Cumplimiento (PLD)', level: 1 }).waitFor();
    expect(await page.getByText('Operación interna preocupante').count()).toBeGreaterThan(0);
    expect(await page.getByText('Personas políticamente expuestas').count()).toBeGreaterThan(0);
    await shoot(page, 'compliance');
    // WCAG 2.2 AA at both widths, and no sideways scroll on a phone (the tables scroll in their regions).
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const alertForm = page.locator('form:has(input[name="intent"][value="decide"])').first();
    await alertForm.locator('textarea').fill('Fraccionamiento descrito por el agente.');
    await alertForm.getByRole('button', { name: 'Pedir reportarla' }).click();
    await page.getByText('Decisión pedida. Otro oficial debe aprobarla.').waitFor();
    await page.getByText('La pediste tú: la aprueba otro oficial.').waitFor();

    const other = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await other.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(other, api, checker);
    await other.goto(`${backoffice.baseUrl}/compliance`);
    await hydrated(other);
    await other.getByRole('button', { name: 'Aprobar' }).first().click();
    await other.getByText('Decisión revisada.').waitFor();
    expect(await other.getByText('No hay alertas abiertas.').count()).toBe(1);

    // The officer uploads the own list's file: a version in their name, in force at once.
    const upload = other.locator('form[aria-labelledby="list-upload-title"]');
    await upload.getByLabel('Lista').selectOption('own');
    await upload.getByLabel('Archivo CSV').setInputFiles({
      name: 'lista-propia-2026-11-27.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('id,full_name,curp,rfc,birth_date\nOWN-0042,Nadia Propia Ejemplo,,,1985-05-05\n'),
    });
    await upload.getByRole('button', { name: 'Subir y cargar' }).click();
    await other.getByText('Lista cargada.').waitFor();
    await other.getByRole('cell', { name: 'lista-propia-2026-11-27.csv' }).waitFor();
  });
});
