import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { core, fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 52, ADR 301: an admin declares Cuauhtémoc (SEPOMEX 09015) a disaster zone with JavaScript
// off — the state chosen first (a GET form lists its municipalities), then the municipality, the
// period and the declaration — sees it in force in the list, and ends it. The API holds both steps.

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let admin: Admin;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  admin = await createBackOfficeUser(api, 'admin');
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

describe('declared disaster zones', () => {
  it('declares a municipality of the catalogue a zone and ends it, with JavaScript off', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    // The empty fields' refusal answers 400 on purpose.
    const errors = watchPage(page, { expected: /status of 400/ });
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, admin);
    await page.getByRole('link', { name: 'Zonas de desastre' }).first().click();
    await page.getByRole('heading', { name: 'Zonas de desastre', level: 1 }).waitFor();

    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Ciudad de México' });
    await page.getByRole('button', { name: 'Ver municipios' }).click();
    await page.waitForURL(/estado=9/);
    // Nothing but the municipality: the form comes back with the words beside the empty fields.
    await page.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Cuauhtémoc' });
    await page.getByRole('button', { name: 'Declarar zona de desastre' }).click();
    // The refusal is a new page (JavaScript is off): wait for it, not for the form the click left.
    await page.getByText('Este dato es obligatorio.').first().waitFor();
    expect(await page.getByText('Este dato es obligatorio.').count()).toBeGreaterThan(0);

    // Business dates on the Mexico City clock.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });
    const today = day.format(api.clock.now());
    const until = day.format(new Date(api.clock.now().getTime() + 30 * 86_400_000));
    await page.getByLabel('Municipio', { exact: true }).selectOption({ label: 'Cuauhtémoc' });
    await page.getByLabel('Desde').fill(today);
    await page.getByLabel('Hasta').fill(until);
    await page.getByLabel('Declaratoria (referencia)').fill('DOF declaratoria de emergencia 2026-03');
    await page.getByLabel('Motivo').fill('Inundaciones');
    await page.getByRole('button', { name: 'Declarar zona de desastre' }).click();
    await page.getByText('Zona de desastre declarada: Cuauhtémoc.').waitFor();
    const row = page.locator('tr', { hasText: '09015' }).first();
    expect(await row.getByText('Vigente').count()).toBe(1);

    const { backOffice } = (await core()).useCases;
    const [declared] = (await backOffice.disasterZones(api.core)) as {
      municipalityId: string;
      inForce: boolean;
      reference: string;
    }[];
    expect(declared).toMatchObject({
      municipalityId: '09015',
      inForce: true,
      reference: 'DOF declaratoria de emergencia 2026-03',
    });

    await row.getByRole('button', { name: 'Terminar hoy' }).click();
    await page.getByText('Zona de desastre terminada: Cuauhtémoc.').waitFor();
    const [ended] = (await backOffice.disasterZones(api.core)) as {
      inForce: boolean;
      endedAt: string;
    }[];
    expect(ended?.inForce).toBe(false);
    expect(ended?.endedAt).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
