import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  accessibleAtBothWidths,
  hydrated,
  launchBrowser,
  localCopy,
  shoot,
  signInThroughLogin,
  watchPage,
} from './browser';
import { simulateReferencePayment } from './core-functions';
import { activeLoan, core, coreDb, coreOrm, fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 51: finance's month of CFDIs in a browser — a borrower with an RFC pays interest and fees,
// the sandbox certifies its CFDI, and `/cfdis?month=` lists it with the month's sums; the CSV
// downloads with its header and the CFDI's row. With BACKOFFICE_SCREENSHOTS=1 it writes the
// README's screenshots (docs/images/cfdis-1280.png and -375.png).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let finance: Admin;
let month: string;
let loanId: number;
const RFC = 'PEGJ800101AB1';

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  finance = (await (await fixtures()).createBackOfficeUser(api, 'finance')) as Admin;
  const loan = await activeLoan(api);
  loanId = loan.loanId;
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  // The borrower gave an RFC: the CFDI is in their name (else it goes into the month's global one).
  await api.core.db
    .update(schema.clients)
    .set({ rfcEnc: api.core.pii.encrypt(RFC), address: { postalCode: '06700' } })
    .where(eq(schema.clients.id, loan.clientId));
  const { useCases, issueFiscalDocuments } = await core();
  const reference = await useCases.client.paymentReference(api.core, {
    actorId: loan.clientId,
    body: {
      kind: 'repayment',
      channel: 'cash',
      amount: { amount: 800_00 },
    },
  });
  await simulateReferencePayment(api.core, reference.reference);
  await issueFiscalDocuments(api.core);
  month = new Date(api.clock.now()).toISOString().slice(0, 7);
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

describe("finance's CFDIs of a month", () => {
  it('lists the month’s CFDIs with their sums and downloads the CSV, at 1280 and 375 px', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, finance);
    await page.goto(`${backoffice.baseUrl}/cfdis?month=${month}`);
    await page.getByRole('heading', { name: 'Facturas (CFDI)', level: 1 }).waitFor();
    await hydrated(page);
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const row = await rows.first().innerText();
    expect(row).toContain(RFC);
    expect(row).toContain('Al cliente');
    expect(row).toContain('Vigente');
    const uuid = (await rows.first().locator('code').innerText()).trim();
    expect(uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i);
    expect(await page.getByTestId('cfdi-totals').innerText()).toMatch(
      /^Vigentes: 1 · Canceladas: 0 · Neto de notas de crédito: subtotal/,
    );
    await accessibleAtBothWidths(page);
    await shoot(page, 'cfdis');

    // The CSV as finance saves it: the header in words, then the CFDI's row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cfdis-${month}.csv`);
    const csv = (await readFile(await localCopy(download), 'utf8')).replace(/^\uFEFF/, '');
    const [header = '', ...lines] = csv.trim().split(/\r?\n/);
    const columns = header.split(',');
    expect(columns[0]).toBe('Folio fiscal (UUID)');
    expect(columns).toEqual(
      expect.arrayContaining(['Serie y folio', 'RFC del receptor', 'Préstamo', 'Subtotal', 'IVA', 'Total']),
    );
    expect(lines).toHaveLength(1);
    const cells = (lines[0] ?? '').split(',');
    expect(cells[0]).toBe(uuid);
    expect(cells[columns.indexOf('RFC del receptor')]).toBe(RFC);
    expect(cells[columns.indexOf('Préstamo')]).toBe(String(loanId));
    expect(lines[0]).toContain('Vigente');

    // Another month: nothing certified, said in words.
    await page.goto(`${backoffice.baseUrl}/cfdis?month=2020-01`);
    await page.getByText('No se certificó ninguna factura este mes.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
