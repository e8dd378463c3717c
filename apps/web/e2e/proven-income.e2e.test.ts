import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, type Borrower, type Lending, lendingOf, signedInPage } from './borrowers';
import { expectRefusal, SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 67 point 6 (ADR 333), in Chromium: a borrower opens "Comprueba tus ingresos" from the
// profile, picks three payroll CFDI XMLs one of which is another person's and reads the refusal on
// the field, then uploads their own three quincenas and reads the income proven (a month's income,
// the employer's RFC, the pay days, the confidence, each CFDI). The CFDIs are sealed at test time
// by core's maker (a test CSD and test PAC made in memory); SAT is the sandbox. axe at 375 and
// 1280 px; the page goes to docs/screenshots/. A second borrower does it all without JavaScript.

const SHOTS = 'docs/screenshots';
const PAGE_PATH = '/profile/comprueba-tus-ingresos';
const FIELD = /Tus recibos de nómina \(XML\)/;
// Loaded by specifier at run time, like the suites' other core helpers.
const CORE_TESTING = '@lender/core/testing';

interface Maker {
  employerRfc: string;
  make(input: object): { xml: string; uuid: string };
}

let stack: Stack;
let l: Lending;
let maker: Maker;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
  maker = await (
    (await import(/* @vite-ignore */ CORE_TESTING)) as { payrollCfdiMaker(): Promise<Maker> }
  ).payrollCfdiMaker();
});
afterAll(async () => {
  await stack?.stop();
});

const pad = (n: number) => String(n).padStart(2, '0');
/** The last `count` quincena pay days (the 15th and the month's last day) before the API's today. */
function lastQuincenas(count: number): string[] {
  const today = l.api.clock.now().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
  const days: string[] = [];
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  while (days.length < count) {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    for (const day of [lastDay, 15]) {
      const iso = `${year}-${pad(month)}-${pad(day)}`;
      if (iso < today && days.length < count) days.push(iso);
    }
    [year, month] = month === 1 ? [year - 1, 12] : [year, month - 1];
  }
  return days.reverse();
}

/** A quincena's payroll CFDI as a file to pick: net pay $8,123.45. */
function quincenaFile(name: string, paidOn: string, receiverRfc: string) {
  const { xml } = maker.make({
    receiverRfc,
    periodStart: paidOn.endsWith('-15') ? `${paidOn.slice(0, 8)}01` : `${paidOn.slice(0, 8)}16`,
    periodEnd: paidOn,
    paidOn,
    perceptions: 812_345 + 95_000,
    deductions: 95_000,
  });
  return { name, mimeType: 'text/xml', buffer: Buffer.from(xml) };
}

/** A borrower with the RFC `rfc` on the profile, encrypted as the profile keeps it. */
async function borrowerWithRfc(n: number, rfc: string): Promise<Borrower> {
  const borrower = await l.journeys.onboardBorrower(l.api, n);
  const core = l.api.core as unknown as {
    db: { execute(query: string): Promise<unknown> };
    pii: { encrypt(plain: string): string };
  };
  const sealed = core.pii.encrypt(rfc);
  expect(sealed).toMatch(/^[\w.-]+$/);
  await core.db.execute(
    `update clients set rfc_enc = '${sealed}', curp_enc = '${core.pii.encrypt('XEXX010101HNEXXXA4')}' where id = ${Number(borrower.clientId)}`,
  );
  return borrower;
}

const fieldError = (page: Page) => page.locator('.native-file-error');
const fact = (page: Page, id: string) => page.locator(`[data-fact="${id}"] dd`).innerText();

async function upload(page: Page, files: ReturnType<typeof quincenaFile>[]) {
  await page.getByLabel(FIELD).setInputFiles(files);
  await page.getByRole('button', { name: 'Comprobar mis ingresos' }).click();
}

describe('proving income with payroll CFDIs (issue 67 point 6)', () => {
  it("refuses another person's CFDI on the field, then proves three quincenas", async () => {
    const rfc = 'PEGJ800101AB1';
    const borrower = await borrowerWithRfc(601, rfc);
    const [first, second, third] = lastQuincenas(3) as [string, string, string];

    const page = await signedInPage(stack, borrower.token, '/profile', 375);
    await page.getByRole('link', { name: 'Comprueba tus ingresos con tus recibos de nómina' }).click();
    await page.waitForURL((url) => url.pathname === PAGE_PATH);
    await page.getByRole('heading', { level: 1, name: 'Comprueba tus ingresos' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await axe(page, 'proven-income-empty');

    // The second file is a colleague's: refused by name, on the field; nothing is kept.
    expectRefusal(page, 422, PAGE_PATH);
    await upload(page, [
      quincenaFile('nomina-1.xml', first, rfc),
      quincenaFile('nomina-de-mi-hermano.xml', second, 'HEGG560427AB1'),
      quincenaFile('nomina-3.xml', third, rfc),
    ]);
    await expect
      .poll(() => fieldError(page).innerText())
      .toBe(
        'El archivo nomina-de-mi-hermano.xml es el recibo de nómina de otra persona: su RFC o su CURP no son los tuyos.',
      );
    expect(await page.getByLabel(FIELD).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Aún no compruebas tus ingresos con recibos de nómina.').count()).toBe(1);
    await axe(page, 'proven-income-refused');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SHOTS}/proven-income-refused-375.png`, fullPage: true });

    await upload(page, [
      quincenaFile('nomina-1.xml', first, rfc),
      quincenaFile('nomina-2.xml', second, rfc),
      quincenaFile('nomina-3.xml', third, rfc),
    ]);
    await page.getByText('Listo, comprobamos tus ingresos con tus recibos de nómina.').waitFor();
    expect(await fieldError(page).count()).toBe(0);
    // $8,123.45 × 24 pays a year ÷ 12 = $16,246.90 a month.
    expect(await fact(page, 'income')).toBe('$16,246.90');
    expect(await fact(page, 'employer')).toBe(maker.employerRfc);
    expect(await fact(page, 'periodicity')).toBe('Quincenal');
    expect(await fact(page, 'payDays')).toBe('El 15 y el último día de cada mes');
    expect(await fact(page, 'confidence')).toMatch(/^Alta: 3 recibos del mismo empleador/);
    const receipts = page.getByTestId('proven-income-cfdis').getByRole('listitem');
    expect(await receipts.count()).toBe(3);
    expect(await receipts.first().innerText()).toContain('Vigente');
    expect(
      stack.apiRequests.filter((call) => call === 'POST /web/private/client/proven-income/payroll-cfdis'),
    ).toHaveLength(2);
    await axe(page, 'proven-income');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/proven-income-${width}.png`, fullPage: true });
    }
  });

  it('posts the files without JavaScript and shows the income proven', async () => {
    const rfc = 'RAMA900215CD2';
    const borrower = await borrowerWithRfc(602, rfc);
    const context = await stack.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'es-MX',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    // A link signs into the flow's pages only: the profile, then its link to the page.
    await page.goto(`${stack.siteUrl}/profile?token=${encodeURIComponent(borrower.token)}`);
    await page.waitForURL(/\/continuar\?/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('link', { name: 'Comprueba tus ingresos con tus recibos de nómina' }).click();
    await page.waitForURL((url) => url.pathname === PAGE_PATH);
    // Four files: refused by the site before the API is asked (a plain POST answered 400).
    const days = lastQuincenas(3);
    const four = [...days, days[0] as string].map((day, i) => quincenaFile(`recibo-${i + 1}.xml`, day, rfc));
    expectRefusal(page, 400, PAGE_PATH);
    await upload(page, four);
    expect(await fieldError(page).innerText()).toBe(
      'Puedes subir hasta 3 recibos y elegiste 4. Elige solo los 3 más recientes.',
    );
    await upload(
      page,
      days.map((day, i) => quincenaFile(`recibo-${i + 1}.xml`, day, rfc)),
    );
    await page.getByText('Listo, comprobamos tus ingresos con tus recibos de nómina.').waitFor();
    expect(await fact(page, 'income')).toBe('$16,246.90');
    expect(await fact(page, 'employer')).toBe(maker.employerRfc);
  });
});
