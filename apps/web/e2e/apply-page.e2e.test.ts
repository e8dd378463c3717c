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

  it('asks each thing once: one date, no first-loan/repeat tabs, the discount by the total, a "?" that Escape closes (issue 47)', async () => {
    const borrower = await borrowerWithDecision(lending, 311, 3);
    const page = await signedInPage(stack, borrower.token, '/application/apply', 1280);
    await page.waitForURL(/\/application\/apply/);
    await page.locator('html[data-hydrated]').waitFor();
    expect(await page.title()).toBe('Tu solicitud · Préstamos Demo');
    const main = page.getByRole('main');
    // A signed-in borrower is one kind of client: no tabs to choose one.
    await expect(main.getByRole('tab').count()).resolves.toBe(0);
    // One control for the pay date: the calculator's (the form carries it).
    await expect(main.getByLabel(/¿Cuándo es tu próximo pago\?|Fecha límite de pago/).count()).resolves.toBe(
      1,
    );
    // The first-loan discount is on the interest: it stands by the total, not under the CAT.
    const chip = main.getByText('-30% en intereses');
    await expect(chip.locator('xpath=ancestor::div[1]/dt').innerText()).resolves.toBe('Pagas en total');
    // The CAT explanation closes with Escape and gives the focus back to its "?".
    const info = main.getByRole('button', { name: 'Más información sobre CAT promedio' });
    await info.click();
    await expect(info.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(main.getByRole('region', { name: '¿Cómo se calcula?' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(info.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(info.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it('asks each thing once without JavaScript too: the form’s amount and date, not the calculator’s inert ones, and it posts', async () => {
    const borrower = await borrowerWithDecision(lending, 321, 3);
    const signedIn = await signedInPage(stack, borrower.token, '/application/apply', 1280);
    await signedIn.waitForURL(/\/application\/apply/);
    const context = await stack.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'es-MX',
      javaScriptEnabled: false,
    });
    await context.addCookies(await signedIn.context().cookies());
    await signedIn.context().close();
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/application/apply`);
    const main = page.getByRole('main');
    const visible = (label: RegExp) => main.getByLabel(label).filter({ visible: true }).count();
    await expect(visible(/¿Cuándo es tu próximo pago\?|Fecha límite de pago/)).resolves.toBe(1);
    await expect(visible(/¿Cuánto necesitas\?|Te prestamos/)).resolves.toBe(1);
    // The dates in the order of the calendar.
    const dates = await main
      .getByLabel('Fecha límite de pago')
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => option.textContent?.slice(0, 10) ?? ''));
    const day = (text: string) => text.split('.').reverse().join('-');
    expect(dates.map(day)).toEqual([...dates.map(day)].sort());
    // The calculator's figures stay: what the borrower is choosing costs this much.
    await expect(main.getByText('Pagas en total').isVisible()).resolves.toBe(true);
    await main.getByRole('button', { name: 'Solicitar préstamo' }).click();
    await page.waitForURL((url) => url.pathname !== '/application/apply');
    await context.close();
  });
});
