import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { simulateReferencePayment } from './core-functions';
import { activeLoan, core, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 39 in a real browser: finance fetches the sandbox's SPEI statement, reads its lines by
// outcome, asks for an exception's work; another finance user approves; the trial balance and the
// cash position show. With SCREENSHOTS=1 the pages are kept at 1280 and 375 px in docs/images
// (the README's).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let maker: Admin;
let checker: Admin;
let day = '';
const problems: string[] = [];

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  maker = await createBackOfficeUser(api, 'finance');
  checker = await createBackOfficeUser(api, 'finance');
  const { useCases } = await core();
  const loans = [];
  for (let i = 0; i < 5; i++) loans.push(await activeLoan(api));
  for (const [i, loan] of loans.slice(0, 4).entries()) {
    const ref = await useCases.client.paymentReference(api.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount: 450_00 + i * 125_50 },
      },
    });
    await simulateReferencePayment(api.core, ref.reference);
  }
  const last = loans[4] as { clientId: number };
  await useCases.client.paymentReference(api.core, {
    actorId: last.clientId,
    body: {
      kind: 'repayment',
      channel: 'clabe',
      amount: { amount: 980_00 },
    },
  });
  day = (await core()).today(api.clock);
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const folder = join(APP_DIR, 'docs', 'images');
  mkdirSync(folder, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(folder, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: join(folder, `${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('reconciliation in the back office (issue 39)', () => {
  it('imports the statement, shows the three exceptions, works one through maker-checker, and ties', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The header's search form sometimes logs React's hydration warning "Extra attributes from the
    // server: style" on a loaded machine (seen 2026-11-25, also accepted by lists-documents); not
    // this screen's. Every other console error fails the suite.
    const seen = watchPage(page, { expected: /Extra attributes from the server: %s%s style/ });
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, maker);
    await page.goto(`${backoffice.baseUrl}/reconciliation`);
    const fetchForm = page.getByRole('form', { name: 'Traer del proveedor' });
    await fetchForm.getByLabel('Canal').selectOption('spei');
    await fetchForm.getByLabel('Desde').fill(day);
    await fetchForm.getByLabel('Hasta').fill(day);
    await fetchForm.getByRole('button', { name: 'Traer del proveedor' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/reconciliation\/\d+$/);
    await expect.poll(() => page.getByText('Archivo importado.').count()).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Líneas' });
    await expect.poll(() => table.getByText('Duplicada').count()).toBe(1);
    expect(await table.getByText('Monto distinto').count()).toBe(1);
    expect(await table.getByText('Dinero sin pago').count()).toBe(1);
    expect(await table.getByText('Conciliada').count()).toBe(3);
    // The second table says what it lists (its caption is for screen readers only).
    expect(
      await page
        .getByRole('heading', { level: 2, name: 'Pagos del periodo que no están en el archivo' })
        .count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const importPath = new URL(page.url()).pathname;

    // The filters live in the URL.
    await page.goto(`${backoffice.baseUrl}${importPath}?state=open`);
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await shoot(page, 'reconciliation-import');

    const form = table.getByRole('form', { name: 'Pedir aprobación' }).first();
    await form.getByLabel('Motivo').fill('El banco recibió la transferencia; no llegó el aviso');
    await form.getByRole('button', { name: 'Pedir aprobación' }).click();
    await expect
      .poll(() => page.getByText('Solicitud enviada: otra persona debe aprobarla.').count())
      .toBeGreaterThan(0);
    const { backOffice } = (await core()).useCases;
    const asked = await backOffice.approvals(api.core, {
      actorId: checker.id,
      query: { status: 'pending', kind: 'reconciliation.exception', page: 1, perPage: 5 },
    });
    expect(asked.total).toBe(1);
    const [pending] = asked.items;
    if (!pending) throw new Error('the exception waits for no approval');
    await backOffice.approve(api.core, {
      actorId: checker.id,
      params: { id: pending.id },
      body: { version: pending.version },
    });

    await page.goto(`${backoffice.baseUrl}/reconciliation`);
    expect(
      await page.getByRole('table', { name: 'Archivos importados' }).getByRole('link').count(),
    ).toBeGreaterThan(0);
    await shoot(page, 'reconciliation');

    await page.goto(`${backoffice.baseUrl}/reconciliation/ledger?date=${day}`);
    expect(await page.getByText('Cuadra: el debe es igual al haber.').count()).toBe(1);
    // Each table under a heading of its own, not under the alerts' (captions are for screen readers).
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Alertas abiertas',
      `Caja por canal · ${day.split('-').reverse().join('.')}`,
      `Balanza de comprobación · ${day.split('-').reverse().join('.')}`,
    ]);
    // Every account has its words (a fee account's name has a colon, i18next's namespace separator).
    expect(await page.getByText('Comisión por servicio por cobrar').count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toMatch(/reconciliation\.accounts/);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'reconciliation-ledger');
    await context.close();
    problems.push(...seen);
    expect(problems).toEqual([]);
  });
});
