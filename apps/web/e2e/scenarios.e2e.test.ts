import { mkdirSync } from 'node:fs';
import { daysBetween, lastDayToPay } from '@lender/calculator/kernel';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axe,
  type Borrower,
  borrowerWithDecision,
  C,
  centavos,
  type Lending,
  lendingOf,
  newCardNumber,
  takeLoan,
} from './borrowers';
import { SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 52 point 1: the cost line by line and "¿Y si…?" on the offer (carátula) and on my loan, read
// from the page and checked against what core prices and posts: the offer's costs and extensions, the
// loan's payoff today and extensions, and — moving the platform clock to the day — what the loan owes
// when paid N days late. Without JavaScript (a GET form) and with it. Screenshots of the scenarios at
// 375 px go to docs/screenshots/scenarios-offer-375.png and scenarios-my-loan-375.png.

let stack: Stack;
let l: Lending;
const SHOTS = 'docs/screenshots';
const DAY_MS = 86_400_000;
// Core read directly once the platform clock has moved days ahead (a borrower's token has expired by then).
const CORE_MODULE = '@lender/core';

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await stack?.stop();
});

/** A page signed in with `token` at 375 px, JavaScript on or off, on `path`. */
async function openAt(token: string, path: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await stack.browser.newContext({
    viewport: { width: 375, height: 900 },
    locale: 'es-MX',
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const [pathname] = path.split('?');
  await page.goto(`${stack.siteUrl}${pathname}?token=${encodeURIComponent(token)}`);
  await page.waitForURL(/\/continuar\?/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname !== '/continuar');
  await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'domcontentloaded' });
  expect(new URL(page.url()).pathname).toBe(pathname);
  return page;
}

const attr = async (page: Page, selector: string, name: string) =>
  (await page.locator(selector).first().getAttribute(name)) ?? '';
const amountOf = async (page: Page, selector: string, name: string) =>
  Number(await attr(page, selector, name));
const line = (page: Page, id: string) => amountOf(page, `[data-line="${id}"]`, 'data-amount');

/** The "¿Y si…?" section as laid out on the whole page (no sticky header scrolled over it). */
async function shotOf(page: Page, name: string) {
  const box = await page.getByTestId('what-if').boundingBox();
  expect(box).not.toBeNull();
  if (SCREENSHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, ...(box ? { clip: box } : {}) });
}

/** Applies for `pesos` and finishes, with the card on file: the offer waits for the signature. */
async function offerWaiting(borrower: Borrower, pesos: number) {
  const { api, journeys } = l;
  const { token } = borrower;
  const created = await api.call('POST', `${C}/application`, {
    token,
    body: journeys.applicationBody(api, pesos),
    headers: { 'Idempotency-Key': `scenarios-${borrower.phone}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await api.call('PUT', `${C}/finish`, { token })).status).toBe(200);
  await api.call('POST', `${C}/direct-debit/consent`, {
    token,
    body: { accepted: true, paymentType: 'card' },
  });
  const card = await api.call('POST', `${C}/direct-debit/debit-credit-card`, {
    token,
    body: { cardNumber: newCardNumber(), holderName: 'Rosa Díaz', expiryMonth: 12, expiryYear: 2030 },
  });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  return created.body.data.id as number;
}

describe('the cost line by line and "¿Y si…?" (issue 52)', () => {
  it('on the offer, without JavaScript: each line and scenario is what core prices', async () => {
    const borrower = await borrowerWithDecision(l, 531, 3);
    const id = await offerWaiting(borrower, 3000);
    const actual = (await l.api.call('GET', `${C}/application/${id}/offer/actual`, { token: borrower.token }))
      .body.data;
    const { offer, costs } = actual;
    // The days of the carátula's own late-fee example, counted from the last day to pay as the late
    // fees are (a due date on a weekend moves it): the scenario that many days after it says the same.
    const days =
      (costs.lateFee.example.days as number) + daysBetween(offer.endDate, lastDayToPay(offer.endDate));
    const page = await openAt(borrower.token, `/application/accepted?dias=${days}`, false);
    expect(await page.getByTestId('what-if').count()).toBe(1);
    expect(await line(page, 'principal')).toBe(centavos(offer.principal));
    expect(await line(page, 'interest')).toBe(centavos(costs.interest.withoutVat));
    expect(await line(page, 'fees')).toBe(centavos(costs.fees.withoutVat));
    expect(await line(page, 'vat')).toBe(centavos(costs.vat));
    expect(await line(page, 'total')).toBe(centavos(offer.total));
    expect(await line(page, 'cat')).toBe(offer.cat);
    const late = '[data-scenario="late"]';
    expect(await amountOf(page, late, 'data-fees')).toBe(centavos(costs.lateFee.example.amount));
    expect(await amountOf(page, late, 'data-total')).toBe(
      centavos(offer.total) + centavos(costs.lateFee.example.amount),
    );
    for (const extension of offer.extensions as { type: string; amount: { amount: number } }[]) {
      expect(await amountOf(page, `[data-scenario="extension-${extension.type}"]`, 'data-fee')).toBe(
        centavos(extension.amount),
      );
    }
    // axe needs scripts in the page: it runs on my loan's page below, which has them.
    await shotOf(page, 'scenarios-offer-375');
    await page.context().close();
  });

  it('on my loan: the payoff today, the extensions and N days late equal what core computes and posts', async () => {
    const borrower = await borrowerWithDecision(l, 532, 3);
    await takeLoan(l, borrower, 3000);
    const { token } = borrower;
    const loan = (await l.api.call('GET', `${C}/loan/active`, { token })).body.data;
    const schedule = (await l.api.call('GET', `${C}/loan/active/payment-schedule`, { token })).body.data;
    const invoice = schedule.invoices.find((i: { id: number }) => i.id === loan.repaymentInvoice.id);

    // With JavaScript: the days asked in the form reload the figures.
    const page = await openAt(token, '/profile/my-loan', true);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const daysLate = 12;
    await page.getByLabel('¿Cuántos días tarde?').fill(String(daysLate));
    await page.getByRole('button', { name: 'Calcular' }).click();
    await page.waitForURL(/dias=12/);
    await page.getByRole('heading', { name: `Si pagas ${daysLate} días tarde` }).waitFor();

    expect(await line(page, 'principal')).toBe(centavos(loan.principal));
    expect(await line(page, 'interest')).toBe(centavos(invoice.interest));
    expect(await line(page, 'fees')).toBe(centavos(invoice.fees));
    expect(await line(page, 'vat')).toBe(centavos(invoice.vat));
    expect(await line(page, 'total')).toBe(centavos(loan.outstanding));
    // Paying today: the payoff core quotes.
    expect(await amountOf(page, '[data-scenario="early"]', 'data-payoff')).toBe(centavos(loan.earlyPayoff));
    // Extending: the fee and new date of each extension core offers.
    for (const rollover of loan.rollovers.filter((r: { status: string }) => r.status === 'inactive')) {
      const selector = `[data-scenario="extension-${rollover.type}"]`;
      expect(await amountOf(page, selector, 'data-fee')).toBe(centavos(rollover.fee));
      expect(await attr(page, selector, 'data-new-due-date')).toBe(rollover.newDueDate);
      expect(await amountOf(page, selector, 'data-owed')).toBe(centavos(loan.outstanding));
    }
    // Paying late: day by day as shown, then on the day asked, on the platform clock.
    const rows = await page.locator('[data-scenario="late"] tr[data-day]').evaluateAll((trs) =>
      trs.map((tr) => ({
        day: Number(tr.getAttribute('data-day')),
        owed: Number(tr.getAttribute('data-owed')),
      })),
    );
    expect(rows).toHaveLength(daysLate);
    const total = await amountOf(page, '[data-scenario="late"]', 'data-total');
    expect(rows.at(-1)?.owed).toBe(total);
    await axe(page, 'my loan scenarios');
    await shotOf(page, 'scenarios-my-loan-375');
    await page.context().close();

    const { useCases } = (await import(/* @vite-ignore */ CORE_MODULE)) as {
      useCases: {
        client: {
          activeLoan(core: unknown, input: { actorId: number }): Promise<{ outstanding: { amount: number } }>;
        };
      };
    };
    const dueDays = loan.repaymentInvoice.dueDays as number;
    let movedTo = 0;
    for (const row of rows.filter((r) => r.day === 1 || r.day === 2 || r.day === 6 || r.day === daysLate)) {
      l.api.clock.advance((dueDays + row.day - movedTo) * DAY_MS);
      movedTo = dueDays + row.day;
      const now = await useCases.client.activeLoan(stack.api.core, { actorId: borrower.clientId });
      expect(centavos(now.outstanding), `day ${row.day}`).toBe(row.owed);
    }
  });
});
