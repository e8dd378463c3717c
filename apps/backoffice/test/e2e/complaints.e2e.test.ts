import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { activeLoan, core, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 39: the UNE's complaints register in a browser — a complaint logged and resolved with
// JavaScript off (plain HTML forms), the register's filters in the URL, and the regulator's
// figures and CSV. With BACKOFFICE_SCREENSHOTS=1 it writes the README's screenshots
// (docs/images/complaints-*-1280.png and -375.png).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let agent: Admin;
let admin: Admin;
let month: string;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  agent = await createBackOfficeUser(api, 'agent');
  admin = await createBackOfficeUser(api, 'admin');
  const loan = await activeLoan(api);
  const { backOffice } = (await core()).useCases;
  const first = await backOffice.complaintLog(api.core, {
    actorId: agent.id,
    body: {
      channel: 'condusef',
      kind: 'clarification',
      cause: 'credit_bureau',
      product: 'short_term_personal',
      loanId: loan.loanId,
      description: 'Pide aclarar su reporte en el buró de crédito.',
    },
  });
  await backOffice.complaintLog(api.core, {
    actorId: agent.id,
    body: {
      channel: 'web',
      kind: 'inquiry',
      cause: 'interest_or_fees',
      product: 'short_term_personal',
      complainantName: 'Laura Méndez Ruiz',
      description: 'Pregunta cómo se calcula el CAT antes de solicitar.',
    },
  });
  await backOffice.complaintResolve(api.core, {
    actorId: admin.id,
    params: { id: first.id },
    body: {
      resolution: 'partial',
      resolutionText: 'Se corrigió la fecha de pago reportada; el saldo reportado es correcto.',
    },
  });
  month = new Date(api.clock.now()).toISOString().slice(0, 7);
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

describe('the complaints register', () => {
  it('logs a complaint, moves it in progress and resolves it with JavaScript off', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, agent);
    await page.getByRole('link', { name: 'Quejas (UNE)' }).first().click();
    await page.getByRole('heading', { name: 'Quejas y aclaraciones (UNE)', level: 1 }).waitFor();
    // Nothing typed in the description: the form comes back with the words beside the field.
    await page.getByLabel('Nombre de quien se queja (si no es cliente)').fill('Roberto Salinas');
    await page.getByRole('button', { name: 'Registrar queja' }).click();
    await page
      .getByText('Este valor no debe estar vacío.')
      .or(page.locator('.bo-field-error'))
      .first()
      .waitFor();
    expect(await page.getByLabel('Nombre de quien se queja (si no es cliente)').inputValue()).toBe(
      'Roberto Salinas',
    );
    await page.getByLabel('Medio de recepción').selectOption('phone');
    await page.getByLabel('Tipo').selectOption('claim');
    await page.getByLabel('Causa').selectOption('collection_practices');
    await page.getByLabel('Descripción').fill('Le llamaron a su trabajo para cobrarle.');
    await page.getByRole('button', { name: 'Registrar queja' }).click();
    await page.getByRole('heading', { name: /^Queja UNE-\d{4}-000003$/ }).waitFor();
    await page.getByText(/Queja registrada con el folio UNE-\d{4}-000003/).waitFor();
    await page.getByRole('button', { name: 'Pasar a en atención' }).click();
    await page.getByText('La queja está en atención.').waitFor();
    await page.getByLabel('Resolución').selectOption('favourable');
    await page
      .getByLabel('Respuesta dada')
      .fill('Se suspendieron las llamadas al trabajo y se ofreció disculpa.');
    await page.getByRole('button', { name: 'Resolver' }).click();
    await page.getByText('Queja resuelta.').waitFor();
    expect(await page.getByRole('heading', { name: 'Resolución: A favor del cliente' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Resolver' }).count()).toBe(0);
    await context.close();
  });

  it('filters the register from the URL and shows a complaint, at 1280 and 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, agent);
    await page.goto(`${backoffice.baseUrl}/complaints?month=${month}`);
    await hydrated(page);
    expect(await page.locator('tbody tr').count()).toBe(3);
    expect(await page.getByRole('cell', { name: 'CONDUSEF' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'complaints');
    await page.goto(`${backoffice.baseUrl}/complaints?status=received`);
    await hydrated(page);
    expect(await page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: /UNE-\d{4}-000002/ }).click();
    await page.getByText('Laura Méndez Ruiz (No es cliente)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'complaint');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the month's figures on the regulator screen and exports them as CSV", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, admin);
    await page.goto(`${backoffice.baseUrl}/regulator?month=${month}`);
    await hydrated(page);
    const section = page.locator('[data-report="complaints"]');
    const figures = await section.locator('table').first().locator('tbody tr').first().innerText();
    expect(figures.split(/\s+/).filter(Boolean)).toEqual(['3', '2', '1', '0']);
    expect(await section.getByRole('row', { name: 'CONDUSEF 1' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    const csv = await page.request.get(`${backoffice.baseUrl}/regulator/complaints?month=${month}`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text.trim().split(/\r?\n/)).toHaveLength(4);
    expect(text).toContain('Prácticas de cobranza');
    expect(text).toContain('Parcialmente a favor');
    expect(text).not.toContain('credit_bureau');
    await shoot(page, 'regulator-complaints');
    expect(problems).toEqual([]);
    await context.close();
  });
});
