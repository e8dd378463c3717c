import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { formatMoney } from '@lender/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePdftotext, readPdf } from '../../../tooling/scripts/pdftotext.mjs';
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
import { localCopy, SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 47, "references are not payments", in Chromium: on my loan, "Pagar" by SPEI twice and by
// cash once shows two references under "Referencias vigentes" and no payment; "Tus pagos" stays
// empty until money arrives. A transfer of part of the balance, confirmed by the sandbox provider's
// callback, is then one payment with its receipt: a PDF under its Spanish name that says the
// amount, read with Debian's pdftotext. Another borrower's receipt is a 404; signed out, the login
// page. My loan with references and payments apart, at 375 and 1280 px, goes to docs/screenshots/.

const SHOTS = 'docs/screenshots';

let stack: Stack;
let l: Lending;

beforeAll(async () => {
  ensurePdftotext();
  mkdirSync(SHOTS, { recursive: true });
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

/** "Pagar" on the one payment form, by `channel`, for everything or `pesos`; waits for the instructions. */
async function pay(page: Page, channel: 'Por transferencia (SPEI)' | 'En efectivo', pesos?: string) {
  const form = page.locator('form#pagar');
  if (pesos === undefined) await form.getByText(/^Todo: /).click();
  else {
    await form.getByText('Otro monto', { exact: true }).click();
    await form.getByLabel('Monto a pagar').fill(pesos);
  }
  await form.getByText(channel, { exact: true }).click();
  // The panel of an earlier "Pagar" is still on the page: wait for this submit's answer, then quiet.
  await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' && new URL(answer.url()).pathname.startsWith('/profile/my-loan'),
    ),
    form.getByRole('button', { name: 'Pagar' }).click(),
  ]);
  await page.waitForLoadState('networkidle');
  await page.locator('#reference-title', { hasText: channel }).waitFor();
  await page.getByTestId('reference-not-payment').waitFor();
  return (await page.locator('#referencia').innerText()).replace(/\s+/g, ' ');
}

/** The live references the page lists, as their `data-reference`. */
const listed = (page: Page) =>
  page
    .getByTestId('live-references')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-reference') ?? ''));

describe('my loan: references are not payments (issue 47)', () => {
  it('SPEI twice and cash once are two references and no payment; money received is a payment with its receipt', async () => {
    const { api } = l;
    const borrower = await borrowerWithDecision(l, 481, 3);
    await takeLoan(l, borrower);
    const { token } = borrower;
    const page = await signedInPage(stack, token, '/profile/my-loan', 1280);
    await page.getByRole('heading', { name: 'Mi préstamo' }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByText('Aún no recibimos pagos de este préstamo.').waitFor();

    const first = await pay(page, 'Por transferencia (SPEI)');
    const again = await pay(page, 'Por transferencia (SPEI)');
    expect(again, 'the same live reference, shown again').toBe(first);
    await pay(page, 'En efectivo');

    const references = (await api.call('GET', `${C}/loan/active/payment-references`, { token })).body.data
      .references as Array<{ reference: string; channel: string; amount: { amount: number } }>;
    expect(references.map((r) => r.channel)).toEqual(['cash', 'clabe']);
    expect(first).toContain(references[1]?.reference);
    await page.getByRole('heading', { name: 'Referencias vigentes' }).waitFor();
    // The list follows the last "Pagar" once the page has loaded its data again.
    await expect.poll(() => listed(page)).toEqual(references.map((r) => r.reference));
    const section = page.getByTestId('live-references');
    await section
      .getByText(`En efectivo · ${formatMoney(centavos(references[0]?.amount ?? { amount: 0 }))}`)
      .waitFor();
    await section.getByText(/^Por transferencia \(SPEI\) · /).waitFor();
    // Nothing was paid: no payment anywhere, "Tus pagos" says so.
    expect((await api.call('GET', `${C}/loan/active/payments`, { token })).body.data.payments).toEqual([]);
    expect(await page.getByTestId('payments-received').count()).toBe(0);
    await page.getByText('Aún no recibimos pagos de este préstamo.').waitFor();

    // Part of the balance by SPEI; the sandbox provider's signed callback says the money arrived.
    // Typed with a thousands comma and centavos (issue 61): exactly 125,075 centavos.
    const part = await pay(page, 'Por transferencia (SPEI)', '1,250.75');
    expect(part).toContain(formatMoney(1250_75));
    const partial = (
      (await api.call('GET', `${C}/loan/active/payment-references`, { token })).body.data
        .references as Array<{
        reference: string;
        amount: { amount: number };
      }>
    ).find((r) => centavos(r.amount) === 1250_75);
    expect(partial).toBeDefined();
    await simulateReferencePayment(api.core, partial?.reference ?? '');
    await page.goto(`${stack.siteUrl}/profile/my-loan`);
    await page.getByRole('heading', { name: 'Tus pagos' }).waitFor();
    const payments = (await api.call('GET', `${C}/loan/active/payments`, { token })).body.data.payments;
    expect(payments).toHaveLength(1);
    const [payment] = payments;
    const row = page.locator(`[data-payment="${payment.id}"]`);
    expect(await row.innerText()).toContain(formatMoney(1250_75));
    // The paid reference left the live ones, and so did those for the whole balance of before: they
    // would now take more than is owed. "Pagar" again gives one for what closes the loan today.
    expect(await page.getByTestId('live-references').count()).toBe(0);
    const now = await pay(page, 'Por transferencia (SPEI)');
    const payoff = (await api.call('GET', `${C}/loan/active`, { token })).body.data.earlyPayoff;
    expect(now).toContain(formatMoney(centavos(payoff)));
    const [live] = (await api.call('GET', `${C}/loan/active/payment-references`, { token })).body.data
      .references;
    await page.goto(`${stack.siteUrl}/profile/my-loan`);
    await page.getByRole('heading', { name: 'Referencias vigentes' }).waitFor();
    expect(await listed(page)).toEqual([live.reference]);
    expect(await page.getByTestId('payments-received').locator('li').count()).toBe(1);

    // My loan with references and payments apart, for the README.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SHOTS}/my-loan-payments-${width}.png`, fullPage: true });
    }

    // The receipt, clicked as a person clicks it.
    const link = row.getByRole('link', { name: /^Comprobante \(PDF\)/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe(`/profile/comprobantes/${payment.folio}`);
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(await file.failure()).toBeNull();
    expect(file.suggestedFilename()).toBe(`comprobante-de-pago-${payment.folio}.pdf`);
    const bytes = new Uint8Array(await readFile(await localCopy(file)));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, text } = readPdf(bytes);
    const said = text.replace(/\s+/g, ' ');
    expect(pages).toBe(1);
    for (const line of [
      'Comprobante de pago',
      `Folio ${payment.folio}`,
      `Monto recibido ${formatMoney(1250_75)}`,
      'Transferencia SPEI',
      partial?.reference ?? '',
      'Clave de rastreo',
      '(hora de la Ciudad de México)',
      'Intereses',
      'IVA',
      'Capital',
      `Total ${formatMoney(1250_75)}`,
      'Saldo de tu préstamo después de este pago',
    ]) {
      expect(said).toContain(line);
    }
    const answer = await page.request.get(`${stack.siteUrl}${href}`, { maxRedirects: 0 });
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['cache-control']).toBe('no-store');

    // Another borrower asking for it: 404, and nothing of it.
    const other = await l.journeys.onboardBorrower(api, 482);
    const otherPage = await signedInPage(stack, other.token, '/profile');
    await otherPage.getByRole('heading', { level: 1 }).waitFor();
    const theirs = await otherPage.request.get(`${stack.siteUrl}${href}`, { maxRedirects: 0 });
    expect(theirs.status()).toBe(404);
    expect(await theirs.text()).not.toContain('%PDF');
    await otherPage.context().close();

    // Signed out: the login page, and back to the receipt afterwards.
    const visitor = await stack.browser.newContext({ locale: 'es-MX' });
    const out = await visitor.request.get(`${stack.siteUrl}${href}`, { maxRedirects: 0 });
    expect(out.status()).toBe(302);
    expect(out.headers().location).toBe(`/ingresar?redirectTo=${encodeURIComponent(href)}`);
    await visitor.close();
    await page.context().close();
  });
});
