import { AxeBuilder } from '@axe-core/playwright';
import { luhnCheckDigit } from '@lender/calculator/kernel';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { confirmPendingPayouts, simulateReferencePayment } from '../../backoffice/test/e2e/core-functions';
import { SCREENSHOTS, type Stack } from './harness';

// Borrowers in a given state for the lending suites and the Lighthouse bench: onboarded, decided,
// with a loan, through the API's own test helpers (as a tester would use the sandbox), and the
// page helpers those suites share (signed-in page, axe at both widths, screenshots, figures).

export interface ApiResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the suites read the API's JSON as a tester would; each figure they compare is checked against the page
  body: { success: boolean; data: any; code?: string };
}
export interface LendingApi {
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse>;
  clock: { now(): Date; advance(ms: number): void };
  core: {
    loans: { confirmPending(): Promise<unknown> };
    payments: {
      confirmPending(): Promise<unknown>;
      signCallback(body: string): string;
      simulateReferencePayment(reference: string): Promise<unknown>;
    };
  };
}
export interface Borrower {
  token: string;
  clientId: number;
  phone: string;
}
export interface Journeys {
  /** Seeds 0 to `BORROWER_SEEDS - 1` onboard different borrowers (each its own CURP). */
  BORROWER_SEEDS: number;
  onboardBorrower(t: unknown, n: number): Promise<Borrower>;
  uploadDocument(t: unknown, token: string, type: string, file: File): Promise<void>;
  lastSmsCode(t: unknown, borrower: { phone: string }): Promise<string>;
  applicationBody(t: unknown, pesos: number): unknown;
}

export const C = '/web/private/client';
export const QA = { cookie: 'qa-disable-flow=1' };

// Module names in variables: the suites load the API's own test helpers at run time, not at typecheck.
const BORROWER_HELPERS = '@lender/api-server/src/test/borrower';
const CORE_TESTING = '@lender/core/testing';

export interface Lending {
  stack: Stack;
  api: LendingApi;
  journeys: Journeys;
  jpeg: Uint8Array;
}

/**
 * The API's `onboardBorrower` with a seed per attempt: a test's own `n` the first time, and when
 * vitest retries the test (same module, same database) a seed no test asks for, taken from the top
 * of the API's range down. The same `n` again would register its CURP a second time (`not_unique`),
 * so the retry of a test that lost a browser race failed for a reason of its own.
 */
function seedPerAttempt(journeys: Journeys): Journeys['onboardBorrower'] {
  // The seeds this suite's tests asked for: one `lendingOf` per suite, in its beforeAll.
  const askedSeeds = new Set<number>();
  let spareSeed: number | undefined;
  return (t, n) => {
    if (!askedSeeds.has(n)) {
      askedSeeds.add(n);
      return journeys.onboardBorrower(t, n);
    }
    spareSeed = (spareSeed ?? journeys.BORROWER_SEEDS) - 1;
    return journeys.onboardBorrower(t, spareSeed);
  };
}

/** The API's borrower helpers over a started stack (`onboardBorrower` retry-safe: {@link seedPerAttempt}). */
export async function lendingOf(stack: Stack): Promise<Lending> {
  const helpers = (await import(/* @vite-ignore */ BORROWER_HELPERS)) as Journeys;
  const journeys: Journeys = { ...helpers, onboardBorrower: seedPerAttempt(helpers) };
  const testing = (await import(/* @vite-ignore */ CORE_TESTING)) as {
    sampleJpeg(w: number, h: number): Uint8Array;
  };
  return { stack, api: stack.api as unknown as LendingApi, journeys, jpeg: testing.sampleJpeg(1024, 768) };
}

export const centavos = (money: { amount: number }) => Math.round(money.amount * 100);

/** Uploads the ID and payroll, skips the bank link and forces the next decision to `status` (spec §4). */
export async function readyToApply(l: Lending, token: string, status: number) {
  const { api, journeys, jpeg } = l;
  const file = (name: string) => new File([jpeg as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' });
  await journeys.uploadDocument(api, token, 'id_front', file('ine.jpg'));
  await journeys.uploadDocument(api, token, 'payroll', file('nomina.jpg'));
  // The bank link is optional (spec §2 registration/belvo: skip allowed); a tester skips it.
  const skipped = await api.call('POST', `${C}/belvo/skip`, { token });
  expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
  const started = await api.call('POST', `${C}/sandbox/start`, { token, headers: QA });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await forceDecision(l, token, status);
}

export async function forceDecision(l: Lending, token: string, status: number) {
  const forced = await l.api.call('PUT', `${C}/sandbox/decision`, { token, headers: QA, body: { status } });
  expect(forced.status, JSON.stringify(forced.body)).toBe(200);
}

/** A borrower ready to apply, with the decision forced to `status` (spec §4 numbers). */
export async function borrowerWithDecision(l: Lending, n: number, status: number): Promise<Borrower> {
  const borrower = await l.journeys.onboardBorrower(l.api, n);
  await readyToApply(l, borrower.token, status);
  return borrower;
}

let cardsIssued = 0;
/**
 * A card number no other borrower of this run registered: a card is one borrower's, and a retried
 * test registers a new borrower, so it needs a new card too (a fixed number failed the retry).
 */
export function newCardNumber(): string {
  cardsIssued += 1;
  const body = `4000${String(Date.now() % 1e8).padStart(8, '0')}${String(cardsIssued % 1000).padStart(3, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/** Applies, signs with a card of its own and the SMS code, and pays out: an active loan (API only). */
export async function takeLoan(l: Lending, borrower: Borrower, pesos = 2000, cardNumber = newCardNumber()) {
  const { api, journeys } = l;
  const { token } = borrower;
  const created = await api.call('POST', `${C}/application`, {
    token,
    body: journeys.applicationBody(api, pesos),
    headers: { 'Idempotency-Key': `first-${borrower.phone}-${Date.now()}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await api.call('PUT', `${C}/finish`, { token })).status).toBe(200);
  await api.call('POST', `${C}/direct-debit/consent`, {
    token,
    body: { accepted: true, paymentType: 'card' },
  });
  const card = await api.call('POST', `${C}/direct-debit/debit-credit-card`, {
    token,
    body: { cardNumber, holderName: 'Rosa Díaz', expiryMonth: 12, expiryYear: 2030 },
  });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  api.clock.advance(61_000);
  const id = created.body.data.id;
  expect((await api.call('POST', `${C}/application/agreement/${id}/sms-code`, { token })).status).toBe(200);
  const smsCode = await journeys.lastSmsCode(api, borrower);
  const signed = await api.call('POST', `${C}/application/agreement/${id}`, {
    token,
    body: { smsCode },
    headers: { 'Idempotency-Key': `sign-${borrower.phone}-${id}` },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  api.clock.advance(120_000);
  await confirmPendingPayouts(api.core);
}

/** A first loan taken and paid entirely through the API (as the whole-life journey does in the browser). */
export async function paidFirstLoan(l: Lending, borrower: Borrower) {
  const { api } = l;
  await takeLoan(l, borrower);
  const reference = await api.call('POST', `${C}/openPay/getBarcode`, {
    token: borrower.token,
    body: {},
    headers: { 'Idempotency-Key': `payoff-${borrower.phone}` },
  });
  expect(reference.status, JSON.stringify(reference.body)).toBe(200);
  await simulateReferencePayment(api.core, reference.body.data.reference);
}

/**
 * A page of a new browser context signed in with `token`: a link with `?token=`, then "Continuar" on
 * the page that asks a signed-out visitor first (issue 47); the site keeps the token in its cookie.
 */
export async function signedInPage(
  stack: Stack,
  token: string,
  path: string,
  width = 375,
  { javaScript = true } = {},
): Promise<Page> {
  const context = await stack.browser.newContext({
    viewport: { width, height: 900 },
    locale: 'es-MX',
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}${path}?token=${encodeURIComponent(token)}`);
  await page.waitForURL(/\/continuar\?/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname !== '/continuar');
  return page;
}

/** {@link signedInPage} with JavaScript off: every step is a plain form post. */
export function noScriptPage(stack: Stack, token: string, path: string): Promise<Page> {
  return signedInPage(stack, token, path, 375, { javaScript: false });
}

/**
 * axe (WCAG 2.2 AA) at 375 and 1280 px: no serious or critical violation. A page without frames
 * (every page of the site today) is checked by `axe.run` in the page itself (`setLegacyMode`): the
 * default opens a blank page (a new renderer) and injects axe's 0.5 MB there a second time only to
 * merge the frames' results (issue 60). A page with a frame keeps the default, which checks it.
 */
export async function axe(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // React Aria's live announcer (a visually hidden log) keeps a `role=img` message labelled by an
    // option of a Select on the previous page, gone after the client navigation: not page content.
    const result = await new AxeBuilder({ page })
      .exclude('[data-live-announcer]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode(page.frames().length === 1)
      .analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${label} @${width}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 900 });
}

/**
 * With `WEB_SCREENSHOTS=1`, full-page screenshots at 375 and 1280 px in `screenshots/` (looked at by
 * a person, not committed, checked by nothing). Without it (the CI run) none are taken: they were
 * a tenth of Chromium's work in the lending suite (issue 60). The page ends at 375 × 900 either way.
 */
export async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) {
    await page.setViewportSize({ width: 375, height: 900 });
    return;
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `screenshots/${name}--${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 900 });
}

/** The figure `id` of a MoneySummary on the page. */
export const figure = (page: Page, id: string) =>
  page.locator(`[data-figure="${id}"] [data-value]`).first().innerText();

/** Applies on /application/apply for `pesos` with the first offered pay date. */
export async function apply(page: Page, pesos: number, options: { cash?: string } = {}) {
  await page.waitForURL(/\/application\/apply/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The calculator above sets the amount (issue 37: one figure, one format).
  const typed = page.getByLabel('O escribe el monto');
  await typed.fill(String(pesos));
  await typed.press('Enter');
  // The calculator's pay date is the page's one date control (issue 47).
  const payDate = page.getByLabel('¿Cuándo es tu próximo pago?');
  const first = await payDate.locator('option:not([disabled])').first().getAttribute('value');
  await payDate.selectOption(first ?? '');
  if (options.cash) {
    await page.getByText('En efectivo', { exact: true }).click();
    await page.getByLabel(/Dónde recoger/).selectOption({ label: options.cash });
  }
  await page.getByRole('button', { name: 'Solicitar préstamo' }).click();
}

/** The toast region's text (the layout's `ToastRegion`, a labelled live region). */
export async function toastText(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: 'Notificaciones' });
  await region.waitFor();
  return region.innerText();
}
