import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithDecision, type Lending, lendingOf, shot, signedInPage } from './borrowers';
import { type Stack, startStack } from './harness';

// `/application/apply` as a borrower sees it (issue 14 residual): one submit for one act — the
// calculator above the form shows no button of its own there — and the calculator and the form are
// one column of cards of the same width, at 375 and 1280 px.

let stack: Stack;
let lending: Lending;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  lending = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

describe('the apply page', () => {
  it('has one submit button and one column of equal-width cards', async () => {
    const borrower = await borrowerWithDecision(lending, 301, 3);
    const page = await signedInPage(stack, borrower.token, '/application/apply');
    await page.waitForURL(/\/application\/apply/);
    await page.locator('html[data-hydrated]').waitFor();
    await shot(page, 'apply-page');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Solicitar ahora' }).count()).resolves.toBe(0);
      await expect(main.getByRole('button', { name: 'Solicitar préstamo' }).count()).resolves.toBe(1);
      const calculator = await page.locator('[data-apply-card="calculator"]').boundingBox();
      const form = await page.locator('[data-apply-card="form"]').boundingBox();
      expect(calculator && form).toBeTruthy();
      if (!calculator || !form) return;
      expect(Math.round(calculator.width)).toBe(Math.round(form.width));
      expect(Math.round(calculator.x)).toBe(Math.round(form.x));
      expect(calculator.y + calculator.height).toBeLessThanOrEqual(form.y);
    }
  });
});
