import { mkdirSync } from 'node:fs';
import { formatMoney } from '@lender/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateReferencePayment } from '../../backoffice/test/e2e/core-functions';
import {
  borrowerWithDecision,
  C,
  centavos,
  type Lending,
  lendingOf,
  signedInPage,
  takeLoan,
} from './borrowers';
import { SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 52, point 5, in Chromium: from 2026 banks cap each SPEI transfer at 1,500 UDIS unless the
// customer raises their limit. The API's UDI port answers 1.000000 peso here (the sandbox's own
// value makes the cap about 13,000 pesos, above any first loan), so the cap is $1,500.00 and a
// $2,000 loan's payoff is above it. "Pagar" by SPEI says so in plain Spanish and offers transfers
// each under the cap, all under one reference, adding up exactly to the payoff; each transfer
// received is a payment, the reference stays listed with what is left, and the last one closes
// the loan. The instructions at 375 px go to docs/screenshots/.

const SHOTS = 'docs/screenshots';
// Loaded by specifier at run time, like the suites' other core functions.
const CORE_MODULE = '@lender/core';
const { sandboxUdis } = (await import(/* @vite-ignore */ CORE_MODULE)) as {
  sandboxUdis(options: { millionths: number }): unknown;
};

let stack: Stack;
let l: Lending;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
  (stack.api.core as unknown as { providers: { udis: unknown } }).providers.udis = sandboxUdis({
    millionths: 1_000_000,
  });
});
afterAll(async () => {
  await stack?.stop();
});

type Reference = {
  reference: string;
  clabe: string;
  amount: { amount: number };
  transferCap?: { cap: { amount: number }; pending: { amount: number }; parts: Array<{ amount: number }> };
};

/** The amounts (centavos) of the transfers a split lists, in order. */
const partsIn = (page: Page, where: string) =>
  page
    .locator(`${where} [data-testid="spei-parts"] li`)
    .evaluateAll((items) => items.map((item) => Math.round(Number(item.getAttribute('data-amount')) * 100)));

describe('my loan: a payoff above the SPEI transfer cap (issue 52)', () => {
  it('says the cap in pesos and splits the payoff into transfers under one reference that add up to it', async () => {
    const { api } = l;
    const borrower = await borrowerWithDecision(l, 527, 3);
    await takeLoan(l, borrower);
    const { token } = borrower;
    const page = await signedInPage(stack, token, '/profile/my-loan', 375);
    await page.getByRole('heading', { name: 'Mi préstamo' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    const form = page.locator('form#pagar');
    await form.getByText(/^Todo: /).click();
    await form.getByText('Por transferencia (SPEI)', { exact: true }).click();
    await Promise.all([
      page.waitForResponse(
        (answer) =>
          answer.request().method() === 'POST' &&
          new URL(answer.url()).pathname.startsWith('/profile/my-loan'),
      ),
      form.getByRole('button', { name: 'Pagar' }).click(),
    ]);
    const panel = page.locator('#referencia');
    await panel.getByTestId('spei-cap').waitFor();

    const [reference] = (await api.call('GET', `${C}/loan/active/payment-references`, { token })).body.data
      .references as Reference[];
    if (!reference?.transferCap) throw new Error('the SPEI reference carries no transfer cap');
    const payoff = centavos(reference.amount);
    const said = (await panel.innerText()).replace(/\s+/g, ' ');
    for (const words of [
      'Tu banco puede limitar cada transferencia',
      `1,500 UDIS: hoy son ${formatMoney(150_000)}`,
      'la UDI vale 1.000000 pesos',
      `Este pago es de ${formatMoney(payoff)}`,
      'tu banco puede rechazar una sola transferencia por ese monto',
      '(MTU)',
      'todas a la misma CLABE y con la misma referencia',
      `Suman ${formatMoney(payoff)}`,
      reference.reference,
    ]) {
      expect(said).toContain(words);
    }
    // The transfers on screen are the API's, each under the cap, and add up exactly to the payoff.
    const parts = await partsIn(page, '#referencia');
    expect(parts).toEqual(reference.transferCap.parts.map(centavos));
    expect(parts.length).toBe(Math.ceil(payoff / 150_000));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(payoff);
    for (const [i, part] of parts.entries()) {
      expect(part).toBeLessThanOrEqual(150_000);
      expect(said).toContain(`Transferencia ${i + 1} de ${parts.length}`);
      expect(said).toContain(formatMoney(part));
    }

    // The instructions at 375 px, for the README.
    await panel.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await panel.screenshot({ path: `${SHOTS}/spei-transfer-cap-375.png` });

    // The first transfer arrives: a payment, and the reference stays listed with what is left.
    const [first, ...rest] = parts as [number, ...number[]];
    await simulateReferencePayment(api.core, reference.reference, first);
    await page.goto(`${stack.siteUrl}/profile/my-loan`);
    await page.getByRole('heading', { name: 'Referencias vigentes' }).waitFor();
    const listed = `[data-testid="live-references"] li[data-reference="${reference.reference}"]`;
    const item = (await page.locator(listed).innerText()).replace(/\s+/g, ' ');
    expect(item).toContain(
      `Ya recibimos ${formatMoney(first)} con esta referencia; faltan ${formatMoney(payoff - first)}`,
    );
    expect((await partsIn(page, listed)).reduce((a, b) => a + b, 0)).toBe(payoff - first);
    expect(await page.getByTestId('payments-received').locator('li').count()).toBe(1);

    // The rest arrives under the same reference: the loan is paid, each transfer credited once.
    for (const part of rest) await simulateReferencePayment(api.core, reference.reference, part);
    const loan = await api.call('GET', `${C}/loan/active`, { token });
    expect(loan.body.success === false || loan.body.data?.status === 5).toBe(true);
    await page.context().close();
  });
});
