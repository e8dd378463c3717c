import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, hydrated, launchBrowser, signInThroughLogin } from './browser';
import { activeLoan, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 50: a signed loan's NOM-151 evidence on its page (each check in words, the bundle download)
// and the fees' RECO registrations on the settings page, in a browser.
// With BACKOFFICE_SCREENSHOTS=1 it writes the README's screenshots
// (docs/images/contract-evidence-{1280,375}.png, fee-registrations-{1280,375}.png).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let admin: Admin;
let loanId: number;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  admin = await createBackOfficeUser(api, 'admin');
  ({ loanId } = await activeLoan(api));
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function shoot(page: Page, name: string, part: Locator) {
  if (!process.env.BACKOFFICE_SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: join(APP_DIR, 'docs', 'images', `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('contract evidence and fee registrations', () => {
  it('shows a signed loan’s evidence verified, downloads its bundle, and lists the fees’ RECO folios', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, admin);
    await page.goto(`${backoffice.baseUrl}/loans/${loanId}`);
    await hydrated(page);
    const evidence = page.getByTestId('loan-evidence');
    await evidence.getByRole('heading', { name: 'Evidencia del contrato' }).waitFor();
    expect(await evidence.getByText('Verificado').count()).toBe(3);
    expect(await evidence.getByText('No coincide').count()).toBe(0);
    const link = evidence.getByRole('link', { name: 'Descargar el paquete de evidencia (ZIP)' });
    const bundle = await context.request.get(`${backoffice.baseUrl}${await link.getAttribute('href')}`);
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()['content-type']).toBe('application/zip');
    expect(Array.from((await bundle.body()).subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    await shoot(page, 'contract-evidence', evidence);

    await page.goto(`${backoffice.baseUrl}/settings`);
    await hydrated(page);
    const reco = page.getByTestId('settings-reco');
    await reco.getByRole('heading', { name: 'Registro de comisiones ante CONDUSEF (RECO)' }).waitFor();
    expect(await reco.getByRole('row').count()).toBe(10);
    await shoot(page, 'fee-registrations', reco);
  });
});
