import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithDecision, C, type Lending, lendingOf, noScriptPage, takeLoan } from './borrowers';
import { SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 52, in Chromium with JavaScript off: a borrower in hardship opens "¿No puedes pagar como
// acordamos?" on my loan, asks for three instalments and reads that collections reviews the
// request; the API holds it as `requested`. The section at 375 px goes to docs/screenshots/.

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

describe('my loan: a payment plan (issue 52)', () => {
  it('requests three instalments without JavaScript and shows the request in review', async () => {
    const borrower = await borrowerWithDecision(l, 613, 3);
    await takeLoan(l, borrower);
    const page = await noScriptPage(stack, borrower.token, '/profile/my-loan');
    const details = page.locator('details.payment-plan');
    await details.locator('summary').click();
    const form = details.locator('form');
    await form.getByLabel('Número de pagos').selectOption('3');
    const first = await form
      .getByLabel('Fecha del primer pago')
      .locator('option')
      .nth(7)
      .getAttribute('value');
    await form.getByLabel('Fecha del primer pago').selectOption(first ?? '');
    await form.getByLabel('¿Qué pasó?').selectOption('job_loss');
    await form.getByRole('button', { name: 'Pedir mi plan de pagos' }).click();
    await page.getByText('Recibimos tu solicitud de plan de pagos').waitFor();
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Plan de pagos' }) });
    expect(await page.getByText('Tu solicitud de plan de pagos está en revisión.').count()).toBe(1);
    expect(await page.getByText(/^Pago 3: /).count()).toBe(1);

    const options = await l.api.call('GET', `${C}/loan/active/payment-plan`, { token: borrower.token });
    expect(options.body.data.current).toMatchObject({ status: 'requested', reason: 'job_loss' });
    expect(options.body.data.current.instalments).toHaveLength(3);
    expect(options.body.data.current.instalments[0].dueDate).toBe(first);

    await card.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await card.screenshot({ path: `${SHOTS}/my-loan-payment-plan-375.png` });
    await page.context().close();
  });
});
