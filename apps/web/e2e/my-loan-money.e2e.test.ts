import { mkdirSync } from 'node:fs';
import { addDays, daysBetween, lastDayToPay } from '@lender/calculator/kernel';
import { formatMoney } from '@lender/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateReferencePayment } from '../../backoffice/test/e2e/core-functions';
import {
  axe,
  borrowerWithDecision,
  C,
  centavos,
  type Lending,
  lendingOf,
  QA,
  signedInPage,
  takeLoan,
} from './borrowers';
import { SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 61, in Chromium. Point 3: a borrower 31 days late (the loan on hold, in collections) opens my
// loan and meets, first, a red notice with the days late, what is owed today and what each day adds
// (the contract's late fee, as the API states it), and "Pagar ahora". The payment form is there with
// every channel: part by SPEI typed in pesos and centavos (`25.50` is 2,550 centavos at the API),
// then everything in cash, which pays the loan off. Point 2: a borrower whose cash payment was
// $120.55 above the payoff lands on the no-loan page and reads that the loan is paid off, that
// $120.55 is theirs and goes back to their CLABE (the refund already asked for), and still
// downloads its receipt under the closed loan (point 4). Both states at 375 px go to docs/screenshots/.

const SHOTS = 'docs/screenshots';

let stack: Stack;
let l: Lending;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

describe('my loan: a late borrower pays first (issue 61)', () => {
  it('31 days late and on hold: the notice, then part by SPEI in centavos and the rest in cash', async () => {
    const borrower = await borrowerWithDecision(l, 707, 3);
    await takeLoan(l, borrower);
    const { token } = borrower;
    const active = await l.api.call('GET', `${C}/loan/active`, { token });
    const dueDate: string = active.body.data.dueDate;
    // 31 days late counted as the late fees are, from the last day to pay (a due date on a weekend
    // or a bank holiday moves it to the next bank business day).
    const today = addDays(lastDayToPay(dueDate), 31);
    const moved = await l.api.call('PUT', `${C}/sandbox/clock`, { token, headers: QA, body: { today } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const late = (await l.api.call('GET', `${C}/loan/active`, { token })).body.data;
    expect(late.status).toBe(6);
    expect(late.repaymentInvoice.dueDays).toBe(-daysBetween(dueDate, today));

    const page = await signedInPage(stack, token, '/profile/my-loan');
    const notice = page
      .locator('div', { has: page.getByText('Tu pago está atrasado 31 días', { exact: true }) })
      .last();
    await notice.waitFor();
    const owed = centavos(late.earlyPayoff ?? late.outstanding);
    expect(await notice.innerText()).toContain(`Hoy debes ${formatMoney(owed)}.`);
    expect(await notice.innerText()).toContain(
      `Cada día de atraso suma ${formatMoney(centavos(late.lateFee.perDay))} (comisión por atraso con IVA), hasta ${late.lateFee.maxDays} días.`,
    );
    expect(await notice.innerText()).toContain('Tu préstamo está en cobranza.');
    // Owed money, not owed any: no credit balance is shown (a zero one is none).
    expect(await page.locator('[data-credit]').count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/my-loan-late-375.png`, fullPage: false });
    await axe(page, 'my loan, 31 days late');
    await page.setViewportSize({ width: 1280, height: 900 });
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/my-loan-late-1280.png` });
    await page.setViewportSize({ width: 375, height: 900 });

    // "Pagar ahora" leads to the form, titled so, with every channel.
    await notice.getByRole('link', { name: 'Pagar ahora' }).click();
    await page.waitForURL(/#pagar$/);
    const form = page.locator('form#pagar');
    for (const channel of ['Con tarjeta', 'Por transferencia (SPEI)', 'En efectivo']) {
      expect(await form.getByRole('radio', { name: channel, exact: true }).count(), channel).toBe(1);
    }

    // Part, by SPEI, typed with centavos: the reference is for exactly $25.50.
    await form.getByText('Otro monto', { exact: true }).click();
    await form.getByLabel('Monto a pagar').fill('25.50');
    await form.getByText('Por transferencia (SPEI)', { exact: true }).click();
    await form.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.locator('#reference-title', { hasText: 'Por transferencia (SPEI)' }).waitFor();
    const live = (await l.api.call('GET', `${C}/loan/active/payment-references`, { token })).body.data;
    expect(live.references.map((r: { amount: { amount: number } }) => centavos(r.amount))).toContain(2550);

    // Everything, in cash: paid, the loan is closed.
    await form.getByText(/^Todo: /).click();
    await form.getByText('En efectivo', { exact: true }).click();
    await form.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.locator('#reference-title', { hasText: 'En efectivo' }).waitFor();
    const cash = (
      await l.api.call('GET', `${C}/loan/active/payment-references`, { token })
    ).body.data.references.find((r: { channel: string }) => r.channel === 'cash');
    expect(centavos(cash.amount)).toBe(owed);
    await simulateReferencePayment(l.api.core, cash.reference);
    const after = await l.api.call('GET', `${C}/loan/active`, { token });
    expect(after.status).toBe(404);
    await page.context().close();
  });

  it('paid $120.55 above the payoff in cash: the payoff confirmed, the credit balance shown, the receipt still there', async () => {
    const borrower = await borrowerWithDecision(l, 708, 3);
    await takeLoan(l, borrower);
    const { token } = borrower;
    const reference = await l.api.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: {},
      headers: { 'Idempotency-Key': `payoff-${borrower.phone}` },
    });
    expect(reference.status, JSON.stringify(reference.body)).toBe(200);
    const payoff = centavos(reference.body.data.amount);
    await simulateReferencePayment(l.api.core, reference.body.data.reference, payoff + 120_55);
    expect((await l.api.call('GET', `${C}/loan/active`, { token })).status).toBe(404);
    const profile = (await l.api.call('GET', C, { token })).body.data;
    expect(centavos(profile.creditBalance)).toBe(120_55);

    // The loan is over: the site takes the borrower to the no-loan page, which says so first.
    const page = await signedInPage(stack, token, '/profile/my-loan');
    await page.waitForURL(/\/profile\/no-loan/);
    await page.getByText(/^Liquidaste tu préstamo STL-\d{6}$/).waitFor();
    await page.getByText(`Tienes un saldo a favor de ${formatMoney(120_55)}`, { exact: true }).waitFor();
    expect(await page.locator('[data-credit]').getAttribute('data-credit')).toBe('12055');
    expect(await page.locator('[data-credit]').innerText()).toContain(
      `Te lo devolvemos a tu cuenta CLABE ${profile.bankAccountMasked}`,
    );
    // The receipt of the payoff is still a download away, under the closed loan.
    const receipt = page
      .locator('[data-closed-loan]')
      .getByRole('link', { name: /^Comprobante de / })
      .first();
    const pdf = await page.request.get(`${stack.siteUrl}${await receipt.getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/my-loan-credit-375.png` });
    await axe(page, 'paid off with a credit balance');
    await page.context().close();
  });
});
