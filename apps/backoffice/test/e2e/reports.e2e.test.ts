import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { runOverdue, writeOffLoan } from './core-functions';
import { activeLoan, core, coreDb, coreOrm, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 39: the risk and regulator screens in a real browser, on four months of loans walked
// through the API's clock (payments, the nightly overdue run, a write-off). With SCREENSHOTS=1 it
// also writes the README's 1280 px pictures (and 375 px ones to the system's temporary folder).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let finance: Admin;
let agent: Admin;
const problems: string[] = [];
const DAY = 86_400_000;

async function owed(loanId: number): Promise<number> {
  const { schema } = await coreDb();
  const { eq, sql } = await coreOrm();
  const [row] = await api.core.db
    .select({
      owed: sql`coalesce((select sum(e.amount) from ledger_entries e where e.loan_id = ${loanId} and e.account like '%receivable%'), 0)`,
    })
    .from(schema.loans)
    .where(eq(schema.loans.id, loanId));
  return Number(row?.owed ?? 0);
}

async function walkDays(days: number) {
  const { today } = await core();
  api.clock.advance(days * DAY);
  await runOverdue(api.core, today(api.clock));
}

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  finance = await createBackOfficeUser(api, 'finance');
  agent = await createBackOfficeUser(api, 'agent');
  const pay = async (loanId: number, amount?: number) =>
    (await core()).useCases.backOffice.recordPayment(api.core, {
      actorId: finance.id,
      params: { id: loanId },
      body: {
        amount: { amount: amount ?? (await owed(loanId)) },
        paidOn: (await core()).today(api.clock),
        reference: `e2e-${loanId}-${api.clock.now().getTime()}`,
        reason: 'Depósito en ventanilla',
      },
    });
  for (let month = 0; month < 4; month += 1) {
    const lent = [];
    for (let i = 0; i < 6 - month; i += 1) lent.push(await activeLoan(api));
    await walkDays(10);
    for (const loan of lent.slice(0, 3)) await pay(loan.loanId);
    await walkDays(12);
    if (lent[3]) await pay(lent[3].loanId, 500_00);
    if (month === 1 && lent[4])
      await writeOffLoan(api.core, {
        loanId: lent[4].loanId,
        actor: { type: 'user', id: finance.id },
        reason: 'Cliente ilocalizable',
      });
    // Two more lent late in the month: current at its end.
    await activeLoan(api);
    await activeLoan(api);
    await walkDays(9);
  }
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function signedIn(admin: Admin, width: number, expected?: RegExp): Promise<Page> {
  // Signed in at 1280 px (the sign-in helper waits for the side navigation), then narrowed.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seen = watchPage(page, expected ? { expected } : {});
  page.on('close', () => problems.push(...seen));
  await page.goto(`${backoffice.baseUrl}/login`);
  await signInThroughLogin(page, api, admin);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

const shoot = async (page: Page, name: string, width: number) => {
  if (!process.env.SCREENSHOTS) return;
  const folder = width === 1280 ? join(APP_DIR, 'docs', 'images') : (process.env.TMPDIR ?? '/tmp');
  await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: width !== 1280 });
};

describe('risk reports and the regulator screen (issue 39)', () => {
  it('shows every report with its server-drawn chart and table, and a CSV of the same months', async () => {
    for (const width of [1280, 375]) {
      const page = await signedIn(finance, width);
      if (width === 1280) await page.getByRole('link', { name: 'Riesgo' }).first().click();
      // An old address of the risk report lands on it (issue 49: `/reports/risk`, its use case's name).
      else await page.goto(`${backoffice.baseUrl}/reports`);
      await page.getByRole('heading', { level: 1, name: 'Cartera y riesgo' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/reports/risk');
      for (const title of [
        'Cartera en riesgo (PAR) por mes',
        'Tasas de rodamiento',
        'Estimación de reservas',
      ])
        await expect(
          page.getByRole('heading', { level: 2, name: new RegExp(title.replace(/[()]/g, '.')) }).count(),
        ).resolves.toBe(1);
      // Drawn on the server: the SVG is in the page's HTML, named for screen readers.
      const html = await (await page.request.get(page.url())).text();
      expect(html).toContain('<svg role="img" aria-label="Cartera en riesgo (PAR) por mes"');
      expect(await page.locator('[data-report] svg').count()).toBeGreaterThanOrEqual(6);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'risk', width);
      const link = page.locator('[data-report="par"] a[download]');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/reports\/risk\/export\?report=par&from=\d{4}-\d{2}&to=\d{4}-\d{2}$/);
      const csv = await page.request.get(`${backoffice.baseUrl}${href}`);
      expect(csv.headers()['content-type']).toContain('text/csv');
      expect((await csv.text()).split('\r\n')[0]).toContain('PAR 90');
      // A CSV link of the old address still gives the same file.
      const old = await page.request.get(
        `${backoffice.baseUrl}${href.replace('/reports/risk/', '/reports/')}`,
      );
      expect(old.headers()['content-type']).toContain('text/csv');
      await page.goto(`${backoffice.baseUrl}/regulator`);
      await page.getByRole('heading', { level: 1, name: 'Regulador' }).waitFor();
      expect(await page.getByRole('link', { name: /Contactos de cobranza/ }).getAttribute('href')).toMatch(
        /^\/collections\/contacts\/export\?month=\d{4}-\d{2}$/,
      );
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, 'regulator', width);
      const bureau = await page.request.get(
        `${backoffice.baseUrl}${await page.getByRole('link', { name: /Descargar archivo/ }).getAttribute('href')}`,
      );
      expect((await bureau.text()).startsWith('layout_version,report_month')).toBe(true);
      await page.context().close();
    }
  });

  it('keeps the screens from a role without reports.read', async () => {
    const page = await signedIn(agent, 1280);
    expect(await page.getByRole('link', { name: 'Riesgo' }).count()).toBe(0);
    for (const path of ['/reports/risk', '/reports']) {
      await page.goto(`${backoffice.baseUrl}${path}`);
      await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/^\/reports/);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
