import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { runOverdue } from './core-functions';
import { activeLoan, core, coreDb, coreOrm, fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 52: a borrower's payment plan approved by collections in a browser — the case page shows
// the requested plan with its instalments, "Aprobar plan" starts it, and the loan's due date moves
// to the last instalment (ADR 299).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let collector: Admin;
let loanId: number;
let planId: number;
let lastDue: string;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  collector = await createBackOfficeUser(api, 'collections');
  const loan = await activeLoan(api);
  loanId = loan.loanId;
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  const [due] = await api.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
  // Five days after the due date, on a weekday at noon in Mexico City.
  let day = new Date(`${due.dueDate}T18:00:00Z`).getTime() + 5 * 86_400_000;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
  (api.clock as unknown as { set(at: Date): void }).set(new Date(day));
  const today = new Date(day).toISOString().slice(0, 10);
  await runOverdue(api.core, today);
  const { client } = (await core()).useCases;
  const plan = await client.requestPaymentPlan(api.core, {
    actorId: loan.clientId,
    body: { instalments: 2, firstDate: addDays(today, 7), reason: 'income_drop' },
  });
  planId = plan.id;
  lastDue = addDays(today, 22);
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

describe('a payment plan on a collections case', () => {
  it('shows the requested plan and approves it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, collector);
    await page.goto(`${backoffice.baseUrl}/collections/${loanId}`);
    await hydrated(page);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Planes de pagos' }) });
    await panel.getByText('Solicitado por el cliente').waitFor();
    expect(await panel.getByText('Bajaron sus ingresos').count()).toBe(1);
    expect(await panel.locator('ol > li').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: 'Aprobar plan' }).click();
    await page.getByText('Plan de pagos aprobado.').waitFor();
    await panel.getByText('Activo').waitFor();
    expect(await panel.getByRole('button', { name: 'Aprobar plan' }).count()).toBe(0);

    const { schema } = await coreDb();
    const { eq } = await coreOrm();
    const [plan] = await api.core.db
      .select()
      .from(schema.paymentPlans)
      .where(eq(schema.paymentPlans.id, planId));
    expect(plan?.status).toBe('active');
    const [loan] = await api.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    expect(loan?.dueDate).toBe(lastDue);
    expect(problems).toEqual([]);
    await context.close();
  });
});
