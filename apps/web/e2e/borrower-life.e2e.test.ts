import { makeClabe } from '@lender/clabe';
import { formatMoney } from '@lender/i18n';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPendingCharges, confirmPendingPayouts } from '../../backoffice/test/e2e/core-functions';
import {
  apply,
  axe,
  type Borrower,
  borrowerWithDecision,
  C,
  centavos,
  figure,
  forceDecision,
  type Lending,
  lendingOf,
  newCardNumber,
  paidFirstLoan,
  QA,
  readyToApply,
  shot,
  signedInPage,
} from './borrowers';
import { expectRefusal, type Stack, startStack, uniquePhone } from './harness';
import { fillAddress, fillEmployment, fillReference, newPage, registerUntilEmployment, tabTo } from './steps';

// Issue 15, the points the lending suite left: the whole life starting at the home page (calculator
// → registration with the SMS code from the outbox → application → signing → payout → my loan →
// a keyboard-only card payment with its toast → no loan); a cash payout (brand, reference, where to
// collect); a repeat client whose submit completes the behavioural-scoring session and sends its id,
// then takes part of an increase with another term; the loading page in its real state under axe;
// profile changes confirmed by toasts.

let stack: Stack;
let l: Lending;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

const focused = (locator: Locator) => () => locator.evaluate((el) => el === document.activeElement);

/** The toast region (`ToastRegion`, a labelled live region) shows `text`. */
async function toast(page: Page, text: string | RegExp) {
  await page.getByRole('region', { name: 'Notificaciones' }).getByText(text).first().waitFor();
}

/** Card page (issue 14) if the flow asks for it, with a card no other borrower registered, then the accepted page. */
async function cardThenAccepted(page: Page, cardNumber = newCardNumber()) {
  await page.waitForURL(/\/(registration\/debit-credit-card|registration\/summary|application\/accepted)/, {
    timeout: 60_000,
  });
  if (page.url().includes('/registration/debit-credit-card')) {
    // A borrower registered in the browser saves the CLABE that receives the money first.
    const clabe = page.getByLabel('CLABE', { exact: true });
    const card = page.getByLabel('Número de tarjeta de débito');
    // The URL changes before the page renders: wait for whichever field this step shows.
    await clabe.or(card).first().waitFor();
    if (await clabe.isVisible()) {
      await clabe.fill(makeClabe('002', '010', 1_000_000_000 + Math.floor(Math.random() * 1e9)));
      await page.getByRole('button', { name: 'Guardar' }).click();
      await card.waitFor();
    }
    await card.fill(cardNumber);
    await page.getByLabel('Nombre como aparece en la tarjeta').fill('Juana Pérez');
    await page.getByLabel('Vencimiento').fill('12/30');
    await page.getByText('Autorizo los cargos a esta tarjeta').click();
    await page.getByRole('button', { name: 'Registrar tarjeta' }).click();
    await page.waitForURL(/\/(registration\/summary|application\/accepted)/);
  }
  if (page.url().includes('/registration/summary')) await page.goto(`${stack.siteUrl}/application/accepted`);
}

/** Signs on the accepted page with the SMS code from the sandbox outbox. */
async function sign(page: Page, borrower: { phone: string }) {
  l.api.clock.advance(61_000);
  await page.getByText('Leí y acepto el contrato').click();
  await page.getByRole('button', { name: 'Enviarme el código por SMS' }).click();
  const codeField = page.getByLabel('Código de 3 dígitos');
  await codeField.waitFor();
  await codeField.fill(await l.journeys.lastSmsCode(l.api, borrower));
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
}

describe('the whole life from the home page', () => {
  it('quotes, registers, applies, signs, is paid out, pays off by keyboard only with a toast, and has no loan', async () => {
    const { api } = l;
    const page = await newPage(stack);
    const phone = uniquePhone();
    await page.goto(stack.siteUrl);
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await page.waitForURL(/\/registration$/);
    await registerUntilEmployment(stack, page, phone, { alreadyThere: true });
    await fillEmployment(page);
    await fillAddress(page);
    await fillReference(page);
    await page.waitForURL(/\/application\/apply$/);

    // What a tester does in the sandbox: the documents and the decision (as the lending suite).
    const login = await api.call('POST', '/web/public/client/login', {
      body: { username: phone, password: 'Nube4242' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = (login.body as unknown as { Authorization: string }).Authorization;
    const me = (await api.call('GET', C, { token })).body.data;
    const borrower: Borrower = { token, clientId: me.id, phone };
    await readyToApply(l, token, 3);
    await page.reload();

    await apply(page, 2500);
    const cardNumber = newCardNumber();
    await cardThenAccepted(page, cardNumber);
    const app = (await api.call('GET', `${C}/application/actual`, { token })).body.data;
    const offer = (await api.call('GET', `${C}/application/${app.id}/offer/actual`, { token })).body.data
      .offer;
    expect(await figure(page, 'total')).toContain(formatMoney(centavos(offer.total)));
    await sign(page, borrower);
    await page.getByRole('heading', { name: /Firmado/ }).waitFor();

    api.clock.advance(120_000);
    await confirmPendingPayouts(api.core);
    await page.goto(`${stack.siteUrl}/profile/my-loan`);
    await page.getByRole('heading', { name: 'Mi préstamo' }).waitFor();
    const loan = (await api.call('GET', `${C}/loan/active`, { token })).body.data;
    expect(await figure(page, 'outstanding')).toBe(formatMoney(centavos(loan.outstanding)));
    expect(await figure(page, 'earlyPayoff')).toBe(formatMoney(centavos(loan.earlyPayoff)));

    // Keyboard only (Tab, Space, Enter): the full payoff by the card on file with the consent.
    const repay = page.locator('form').filter({ has: page.locator('input[name="intent"][value="pay"]') });
    await expect(repay.getByTestId('card-on-file').innerText()).resolves.toContain(cardNumber.slice(-4));
    await page.locator('body').focus();
    const consent = repay.getByRole('checkbox', { name: /Autorizo cargar a esta tarjeta/ });
    await tabTo(page, focused(consent), 120);
    await page.keyboard.press('Space');
    expect(await consent.isChecked()).toBe(true);
    const pay = repay.getByRole('button', { name: 'Pagar' });
    await tabTo(page, focused(pay), 10);
    await page.keyboard.press('Enter');
    await toast(page, 'Estamos procesando tu pago con tarjeta');
    const payments = (await api.call('GET', `${C}/loan/active/payments`, { token })).body.data.payments;
    const card = payments.find((p: { paymentType: string }) => p.paymentType === 'card');
    expect(centavos(card.amount)).toBe(centavos(loan.earlyPayoff));

    api.clock.advance(120_000);
    await confirmPendingCharges(api.core);
    await page.goto(`${stack.siteUrl}/flow`);
    await page.waitForURL(/\/profile\/no-loan/);
    await page.context().close();
  });
});

describe('a cash payout', () => {
  it('shows the brand, the pick-up reference and where to collect', async () => {
    const { api } = l;
    const borrower = await borrowerWithDecision(l, 301, 3);
    const page = await signedInPage(stack, borrower.token, '/application/apply');
    await apply(page, 2000, { cash: 'Cebuana' });
    await cardThenAccepted(page);
    const app = (await api.call('GET', `${C}/application/actual`, { token: borrower.token })).body.data;
    expect(app).toMatchObject({ paymentMethod: 'cash', cashBrand: 'cebuana' });
    await sign(page, borrower);
    await page.waitForURL(/\/application\/accepted-cash/);
    api.clock.advance(120_000);
    await confirmPendingPayouts(api.core);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Recoge tu dinero en efectivo' }).waitFor();
    const loan = (await api.call('GET', `${C}/loan/active`, { token: borrower.token })).body.data;
    expect(loan.disbursement).toMatchObject({ brand: 'cebuana' });
    expect(await page.locator('main').innerText()).toContain('Cebuana');
    expect(loan.disbursement.reference).toBeTruthy();
    expect(await page.locator('main').innerText()).toContain(loan.disbursement.reference);
    // The amount to collect: the API's principal to the centavo (what the carátula says the borrower receives).
    expect(await page.locator('[data-figure="collect"]').innerText()).toContain(
      formatMoney(Math.round(loan.principal.amount * 100)),
    );
    await page
      .getByText('Presenta tu identificación oficial y esta referencia en cualquier sucursal de Cebuana.')
      .waitFor();
    await axe(page, 'accepted-cash');
    await shot(page, 'accepted-cash');

    // An extension by SPEI: the choice is confirmed by a toast, the transfer data on the page.
    await page.goto(`${stack.siteUrl}/profile/my-loan`);
    const extension = page.locator('form#pagar');
    await extension.getByText(/^Prórroga corta/).click();
    await extension.getByText('Por transferencia (SPEI)').first().click();
    await extension.getByRole('button', { name: 'Pagar' }).click();
    await toast(page, /Elegiste la prórroga/);
    await page.getByLabel('CLABE').first().waitFor();
    await page.context().close();
  });
});

describe('a repeat client', () => {
  it('completes the scoring session on submit, sends its id, and takes part of an increase on another term', async () => {
    const { api } = l;
    const core = (stack.api as unknown as { core: CollectorCore }).core;
    await core.collector.configurePartners([
      { name: 'borrower-site', authKey: 'dev-only-collector-auth-key-0123456789' },
    ]);
    const borrower = await borrowerWithDecision(l, 302, 3);
    await paidFirstLoan(l, borrower);
    await forceDecision(l, borrower.token, 18);
    // Signed in with a closed loan, the home page's calculator quotes a repeat loan: no tabs to
    // choose from (issue 47), no first-loan discount.
    const page = await signedInPage(stack, borrower.token, '/');
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await expect(page.getByText('-30% en intereses').count()).resolves.toBe(0);
    await axe(page, 'home-repeat-client');
    await shot(page, 'home-repeat-client');
    await page.goto(`${stack.siteUrl}/application/apply`);
    await page.waitForURL(/\/application\/apply/);
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    const consent = page.getByText(/Acepto que analicen cómo lleno este formulario/);
    await consent.click();
    await shot(page, 'apply-repeat-client');
    await apply(page, 2000);
    await page.waitForURL(/\/application\/offer-increase/, { timeout: 60_000 });

    const app = (await api.call('GET', `${C}/application/actual`, { token: borrower.token })).body.data;
    expect(app.juicySessionId).toMatch(/^app-[0-9a-f-]{36}$/);
    const dataset = await core.collector.dataset(app.juicySessionId);
    expect(dataset).toMatchObject({ state: 'complete', clientId: borrower.clientId });

    // The increase: part of the new maximum, on another term the pay cycle offers.
    await axe(page, 'offer-increase');
    const termSelect = page.getByLabel(/Plazo \(opcional\)/);
    const options = termSelect.locator('option:not([disabled])');
    const labels = await options.allInnerTexts();
    const other = labels.findIndex((label) => !label.startsWith(`${app.term.value} días`));
    expect(other).toBeGreaterThanOrEqual(0);
    const chosenTerm = Number(labels[other]?.split(' ')[0]);
    await termSelect.selectOption({ label: labels[other] ?? '' });
    const min = Math.round(app.desiredLoanAmount.amount);
    const max = Math.round(app.principalAmount.amount);
    const chosen = min + Math.floor((max - min) / 2 / 100) * 100;
    await page.getByLabel('Elige el monto').fill(String(chosen));
    await page.getByRole('button', { name: 'Quiero el nuevo monto' }).click();
    await page.waitForURL(/\/(registration\/|application\/accepted)/);
    const approved = (await api.call('GET', `${C}/application/actual`, { token: borrower.token })).body.data;
    expect(approved).toMatchObject({ principalAmount: { amount: chosen }, term: { value: chosenTerm } });
    await page.context().close();
  });
});

interface CollectorCore {
  collector: {
    configurePartners(partners: { name: string; authKey: string }[]): Promise<unknown>;
    dataset(referenceNumber: string): Promise<{ state: string; clientId: number | null } | null>;
  };
}

describe('the loading page in its real state', () => {
  it('passes axe at 375 and 1280 px while the flow is at verification', async () => {
    const borrower = await borrowerWithDecision(l, 303, 3);
    const created = await l.api.call('POST', `${C}/application`, {
      token: borrower.token,
      body: l.journeys.applicationBody(l.api, 2000),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The sandbox holds the flow at `verification` (spec §4: that step goes to the loading page),
    // as a tester would to look at the page while a decision is made.
    const held = await l.api.call('PUT', `${C}/sandbox/step`, {
      token: borrower.token,
      headers: QA,
      body: { step: 'verification' },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const page = await signedInPage(stack, borrower.token, '/application/loading');
    // The page looks again every 3 s by reloading itself: answer those reloads with 204 (the
    // browser stays on the page) so axe reads one stable page.
    await page.route(/\/application\/loading\?attempt=/, (route) => route.fulfill({ status: 204 }));
    await page.getByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' }).waitFor();
    await page.getByRole('progressbar').waitFor();
    expect(page.url()).toContain('/application/loading');
    await axe(page, 'loading');
    await shot(page, 'loading');
    await page.context().close();
  });
});

describe('profile changes', () => {
  it('confirms a new e-mail with a toast on the profile', async () => {
    const borrower = await l.journeys.onboardBorrower(l.api, 304);
    const page = await signedInPage(stack, borrower.token, '/profile/change-email');
    await page.getByLabel('Correo nuevo').fill(`nuevo.${borrower.phone}@example.com`);
    await page.getByRole('button', { name: 'Guardar correo' }).click();
    await page.waitForURL(/\/profile\?changed=email/);
    await toast(page, 'Listo, cambiamos tu correo.');
    const me = (await l.api.call('GET', C, { token: borrower.token })).body.data;
    expect(me.email).toBe(`nuevo.${borrower.phone}@example.com`);
    await page.context().close();
  });
});

describe('notice preferences and the one-link unsubscribe (issue 38)', () => {
  it('keeps the service channel and the marketing opt-in apart, and unsubscribes by the link without JavaScript', async () => {
    const borrower = await l.journeys.onboardBorrower(l.api, 305);
    // Signed in through the profile (the site's own pages take no `?token=`), then its link.
    const page = await signedInPage(stack, borrower.token, '/profile');
    await page.getByRole('link', { name: 'Notificaciones y promociones' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
    // The defaults: service notices by SMS and e-mail (they cannot be switched off), no marketing.
    await expect.poll(() => page.getByLabel('SMS y correo', { exact: true }).isChecked()).toBe(true);
    const optIn = page.getByLabel('Quiero recibir promociones por correo');
    expect(await optIn.isChecked()).toBe(false);
    await axe(page, 'notifications');
    // The inputs are drawn by their labels (as a person clicks them).
    await page.getByText('Correo', { exact: true }).click();
    await page.getByText('Quiero recibir promociones por correo').click();
    await expect.poll(() => optIn.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await page.getByRole('status').filter({ hasText: 'Listo, guardamos tus preferencias.' }).waitFor();
    const prefs = '/web/private/client/notice-preferences';
    expect((await l.api.call('GET', prefs, { token: borrower.token })).body.data).toEqual({
      channel: 'email',
      marketingOptIn: true,
    });
    // A reload shows what the API stored.
    await page.reload();
    await expect.poll(() => page.getByLabel('Correo', { exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Quiero recibir promociones por correo').isChecked()).toBe(true);
    await shot(page, 'profile-notifications');
    await page.context().close();

    // The link of a marketing e-mail, opened in a browser without JavaScript and without a session.
    const notices = (stack.api.core as unknown as { notices: { unsubscribeUrl(id: number): string } })
      .notices;
    const token = notices.unsubscribeUrl(borrower.clientId).split('/unsubscribe/')[1];
    const context = await stack.browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' });
    const bare = await context.newPage();
    await bare.goto(`${stack.siteUrl}/unsubscribe/${token}`);
    // Opening the link (a mail scanner does) asks first and changes nothing.
    await bare.getByRole('heading', { level: 1, name: '¿Dejar de recibir promociones?' }).waitFor();
    expect((await l.api.call('GET', prefs, { token: borrower.token })).body.data.marketingOptIn).toBe(true);
    await bare.getByRole('button', { name: 'Sí, dejar de recibir promociones' }).click();
    await bare.getByRole('heading', { level: 1, name: 'Listo, ya no recibirás promociones' }).waitFor();
    expect((await l.api.call('GET', prefs, { token: borrower.token })).body.data).toEqual({
      channel: 'email',
      marketingOptIn: false,
    });
    await shot(bare, 'unsubscribe-done');
    // A link that is not ours says so in words.
    expectRefusal(bare, 404, `/unsubscribe/${borrower.clientId}.${'A'.repeat(43)}`);
    await bare.goto(`${stack.siteUrl}/unsubscribe/${borrower.clientId}.${'A'.repeat(43)}`);
    await bare.getByRole('heading', { level: 1, name: 'Este enlace no es válido' }).waitFor();
    await context.close();
  });
});
