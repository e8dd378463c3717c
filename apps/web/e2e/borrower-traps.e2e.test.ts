import { mkdirSync } from 'node:fs';
import { makeClabe } from '@lender/clabe';
import { formatMoney } from '@lender/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPendingPayouts } from '../../backoffice/test/e2e/core-functions';
import { axe, C, centavos, figure, type Lending, lendingOf, newCardNumber, shot } from './borrowers';
import { expectRefusal, SCREENSHOTS, type Stack, startStack, uniquePhone } from './harness';
import { fillAddress, fillReference, hydrated, newPage, progressLog, selectFirst, tick } from './steps';

// Issue 37: the borrower's path without traps, walked in Chromium at 375 px as a new borrower would:
// the registration code checked on its own step (6) with what was typed kept and a breached password
// refused with a clear message (12), the employment step's messages (8) and the semi-monthly cycle
// honoured to the application (4), the optional behavioural consent left unticked and still an
// automatic decision (2), the summary with its "Cambiar" links (9), the carátula (3), the signing
// code sent within a minute of the registration code (5) and signing after a wrong code and a reload
// (1), the payout's live status after signing (11), and my loan on a phone (7, 10). Screenshots of
// the offer, the summary and my loan at 375 px go to docs/screenshots/ (shown in the README).

let stack: Stack;
let l: Lending;
const SHOTS = 'docs/screenshots';

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await stack?.stop();
});

const main = (page: Page) => page.locator('main');
/** Another code than `right`, of three digits. */
const wrongOf = (right: string) => String((Number(right) + 1) % 1000).padStart(3, '0');

describe('a new borrower, paid twice a month, who leaves the optional consent unticked', () => {
  it('registers, applies semi-monthly, is decided automatically, signs after a wrong code and follows the money to my loan', async () => {
    const { api } = l;
    const page = await newPage(stack, 375);
    const phone = uniquePhone();

    // Trap 6: the registration code is checked on its own step.
    await page.goto(`${stack.siteUrl}/registration`);
    expect(await main(page).innerText()).not.toMatch(/Paso \d+ de \d+/); // trap 9: no N that is not the journey's
    await page.getByLabel('Celular').fill(phone);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL(/paso=codigo/);
    const code = await stack.fixtures.lastCodeSentTo(stack.api, phone);
    await page.getByLabel('Código', { exact: true }).fill(wrongOf(code));
    expectRefusal(page, 400, '/registration');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('El código no coincide. Revisa el SMS o pide uno nuevo.').waitFor();
    expect(page.url()).toMatch(/paso=codigo/);
    await page.getByLabel('Código', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/paso=datos/);

    // Trap 12 and 6: a breached password is refused with a clear message, and nothing typed is lost.
    await hydrated(page);
    await page.getByLabel('Nombre(s)').fill('Juana');
    await page.getByLabel('Apellido paterno').fill('Quincena');
    await page.getByLabel('CURP').fill(stack.fixtures.curp('QUJU850615MDFRRS0'));
    await page.getByLabel('Fecha de nacimiento').fill('15061985');
    await page.getByLabel('Correo electrónico').fill(`juana.${phone}@example.com`);
    await page.getByLabel('Contraseña', { exact: true }).fill('mariposa');
    await page.getByLabel('Repite tu contraseña').fill('mariposa');
    expectRefusal(page, 400, '/registration');
    await tick(page, /Leí y acepto el Aviso de privacidad/);
    await tick(page, /Leí y acepto los Términos y condiciones/);
    await tick(page, /Autorizo expresamente/);
    // Trap 2: the optional behavioural-data consent stays unticked.
    expect(await page.getByRole('checkbox', { name: /Acepto que analicen cómo lleno/ }).isChecked()).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await page.getByText(/aparece en listas de contraseñas filtradas/).waitFor();
    for (const consent of [
      /^Leí y acepto el Aviso/,
      /^Leí y acepto los Términos/,
      /^Autorizo expresamente/,
    ]) {
      expect(await page.getByRole('checkbox', { name: consent }).isChecked()).toBe(true);
    }
    expect(await page.getByLabel('Nombre(s)').inputValue()).toBe('Juana');
    expect(await page.getByLabel('Contraseña', { exact: true }).inputValue()).toBe('mariposa');
    await page.getByLabel('Contraseña', { exact: true }).fill('Nube4242');
    await page.getByLabel('Repite tu contraseña').fill('Nube4242');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await page.waitForURL(/\/registration\/employment$/);

    // Trap 8: the employment step's messages; trap 4: paid on the 15th and the 30th.
    await hydrated(page);
    await selectFirst(page, /¿A qué te dedicas\?/);
    await page.getByLabel('Ingreso mensual').pressSequentially('abc');
    await page.getByText('Aquí solo van números: lo demás no se escribe.').waitFor();
    await page.getByLabel('Ingreso mensual').press('Tab'); // its message shows on leaving it
    await page.getByText('Dos veces al mes', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Dos veces al mes' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Elige los dos días del mes en que te pagan.').first().waitFor();
    const employment = await main(page).innerText();
    expect(employment).not.toContain('Es muy corto');
    await page.getByLabel('Ingreso mensual').fill('15000');
    await page.getByLabel('Ingreso mensual').press('Tab');
    await page.getByText('Los días 15 y 30 de cada mes').click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/registration\/address$/);
    await fillAddress(page);
    await fillReference(page);
    await page.waitForURL(/\/application\/apply$/);

    // The documents a first loan needs, through the API as a tester would (no sandbox, no forced decision).
    const login = await api.call('POST', '/web/public/client/login', {
      body: { username: phone, password: 'Nube4242' },
    });
    const token = (login.body as unknown as { Authorization: string }).Authorization;
    const file = (name: string) =>
      new File([l.jpeg as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' });
    await l.journeys.uploadDocument(api, token, 'id_front', file('ine.jpg'));
    await l.journeys.uploadDocument(api, token, 'payroll', file('nomina.jpg'));
    expect((await api.call('POST', `${C}/belvo/skip`, { token })).status).toBe(200);
    const me = (await api.call('GET', C, { token })).body.data;
    expect(me).toMatchObject({ salaryCycle: 'semi_monthly', payDate: { semiMonthlyPayDates: [15, 30] } });

    // Trap 4: the calculator starts on the declared cycle, and every date offered is a pay day; its
    // date is the page's one date control (issue 47).
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel(/Fecha límite de pago/).count()).toBe(0);
    // Issue 47: from here to the signature the header's bar only moves forward, under 100 until then.
    const progress = progressLog();
    await progress.record(page, 'apply');
    expect(await page.getByLabel('¿Cada cuándo te pagan?').inputValue()).toBe('semi_monthly');
    const payDate = page.getByLabel('¿Cuándo es tu próximo pago?');
    const offered = await payDate
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(offered.length).toBeGreaterThan(0);
    for (const dates of offered) {
      for (const date of dates.split(',')) {
        const day = Number(date.slice(8, 10));
        const last = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
        expect([15, Math.min(30, last)]).toContain(day);
      }
    }
    const typed = page.getByLabel('O escribe el monto');
    await typed.fill('2500');
    await typed.press('Enter');
    await page.getByRole('button', { name: 'Solicitar préstamo' }).click();

    // Trap 2: decided by the rules, without behavioural data, never sent to manual verification.
    await page.waitForURL(/\/(registration\/debit-credit-card|registration\/summary|application\/accepted)/, {
      timeout: 60_000,
    });
    const app = (await api.call('GET', `${C}/application/actual`, { token })).body.data;
    expect(app).toMatchObject({ salaryCycle: 'semi_monthly', status: 3 });
    expect(page.url()).not.toMatch(/manual-verification/);

    // The account that receives the money and the card, then the summary (trap 9).
    await page
      .getByLabel('CLABE', { exact: true })
      .or(page.getByLabel('Número de tarjeta de débito'))
      .first()
      .waitFor();
    await progress.record(page, 'payout account');
    if (await page.getByLabel('CLABE', { exact: true }).isVisible()) {
      await page
        .getByLabel('CLABE', { exact: true })
        .fill(makeClabe('002', '010', 1_000_000_000 + (Date.now() % 1e8)));
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByLabel('Número de tarjeta de débito').waitFor();
      await progress.record(page, 'card', { grows: false });
    }
    await page.getByLabel('Número de tarjeta de débito').fill(newCardNumber());
    await page.getByLabel('Nombre como aparece en la tarjeta').fill('Juana Quincena');
    await page.getByLabel('Vencimiento').fill('12/30');
    await page.getByText('Autorizo los cargos a esta tarjeta').click();
    await page.getByRole('button', { name: 'Registrar tarjeta' }).click();
    await page.waitForURL(/\/registration\/summary/);
    await progress.record(page, 'summary');
    await shot(page, 'wizard-summary');
    for (const answer of ['job', 'address', 'reference', 'amount', 'dueDate']) {
      const row = page.locator(`[data-answer="${answer}"]`);
      expect(await row.locator('dd').first().innerText()).not.toBe('—');
      await row.getByText('Cambiar').first().waitFor();
    }
    expect(await page.locator('[data-answer="job"]').innerText()).toContain('Los días 15 y 30 de cada mes');
    expect(await page.locator('[data-answer="amount"]').innerText()).toContain(formatMoney(250_000));
    await expect(page.locator('[data-answer="job"] a').getAttribute('href')).resolves.toBe(
      '/registration/employment?desde=resumen',
    );
    await axe(page, 'summary');
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/summary-375.png`, fullPage: true });

    // Trap 3: the carátula with interest, fees and IVA apart, the late fee and its example.
    await page.getByRole('link', { name: 'Ver mi contrato y firmar' }).click();
    await page.waitForURL(/\/application\/accepted$/);
    await progress.record(page, 'offer', { grows: false });
    const offer = (await api.call('GET', `${C}/application/${app.id}/offer/actual`, { token })).body.data;
    expect(await figure(page, 'interest')).toBe(formatMoney(centavos(offer.costs.interest.withoutVat)));
    expect(await figure(page, 'fees')).toBe(formatMoney(centavos(offer.costs.fees.withoutVat)));
    // Each fee under the sum by the name the contract gives it (issue 61 point 5).
    for (const line of offer.costs.feeLines as Array<{ kind: string; withoutVat: { amount: number } }>) {
      expect(await page.locator(`[data-fee="${line.kind}"]`).innerText()).toContain(
        formatMoney(centavos(line.withoutVat)),
      );
    }
    expect(await page.locator('[data-fee="serviceFee"]').innerText()).toContain('Comisión por servicio');
    expect(await figure(page, 'vat')).toBe(formatMoney(centavos(offer.costs.vat)));
    expect(
      centavos(offer.costs.interest.withoutVat) +
        centavos(offer.costs.fees.withoutVat) +
        centavos(offer.costs.vat),
    ).toBe(
      centavos(offer.offer.interest) +
        centavos(offer.offer.serviceFee) +
        centavos(offer.offer.withdrawalFee) +
        centavos(offer.offer.invoicingFee) +
        centavos(offer.offer.processingFee),
    );
    const late = await page.locator('[data-figure="lateFee"]').innerText();
    expect(late).toContain('0.50%');
    expect(late).toContain('182.50%');
    expect(late).toContain(formatMoney(centavos(offer.costs.lateFee.example.amount)));
    const fontSize = (id: string) =>
      page.locator(`[data-figure="${id}"] [data-value]`).evaluate((el) => getComputedStyle(el).fontSize);
    expect(await fontSize('dueDate')).toBe(await fontSize('total'));
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/offer-375.png`, fullPage: true });

    // Trap 5: the signing code is sent within a minute of the registration code (the test clock never
    // moved); trap 1: a wrong code, a reload, then the right code signs.
    await hydrated(page);
    await page.getByText('Leí y acepto el contrato').click();
    await page.getByRole('button', { name: 'Enviarme el código por SMS' }).click();
    const codeField = page.getByLabel('Código de 3 dígitos');
    await codeField.waitFor();
    const signingCode = await l.journeys.lastSmsCode(api, { phone });
    await codeField.fill(wrongOf(signingCode));
    expectRefusal(page, 400, '/application/accepted');
    await page.getByRole('button', { name: 'Firmar contrato' }).click();
    await page.getByText('El código no coincide. Revisa el SMS o pide uno nuevo.').waitFor();
    await page.reload();
    await hydrated(page);
    await codeField.waitFor(); // the code sent is remembered
    await page.getByText('Leí y acepto el contrato').click();
    await codeField.fill(signingCode);
    await page.getByRole('button', { name: 'Firmar contrato' }).click();
    await page.getByRole('heading', { name: /Firmado/ }).waitFor();
    await progress.record(page, 'signed');
    expect(
      progress.seen.slice(0, -1).every((seen) => seen.progress < 100),
      `${progress}`,
    ).toBe(true);
    expect(progress.seen.at(-1)?.progress).toBe(100);

    // Trap 11: the money's live status, and "Ver mi préstamo" once it is out.
    const status = page.locator('[data-payout-status]');
    expect(await status.innerText()).toMatch(/Estamos preparando|Enviamos tu dinero/);
    expect(await page.getByRole('link', { name: 'Ver mi préstamo' }).count()).toBe(0);
    api.clock.advance(120_000);
    await confirmPendingPayouts(api.core);
    await page.locator('[data-payout-status="completed"]').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Ver mi préstamo' }).click();
    await page.waitForURL(/\/profile\/my-loan$/);

    // Trap 7: the two balances named, the saving between them.
    const loan = (await api.call('GET', `${C}/loan/active`, { token })).body.data;
    expect(await page.locator('[data-figure="outstanding"] dt').innerText()).toBe(
      'Total de tu tabla de pagos',
    );
    expect(await page.locator('[data-figure="earlyPayoff"] dt').innerText()).toBe('Para liquidar hoy');
    expect(await figure(page, 'outstanding')).toBe(formatMoney(centavos(loan.outstanding)));
    expect(await figure(page, 'earlyPayoff')).toBe(formatMoney(centavos(loan.earlyPayoff)));
    const saving = centavos(loan.outstanding) - centavos(loan.earlyPayoff);
    if (saving > 0) expect(await figure(page, 'saving')).toBe(formatMoney(saving));

    // Trap 10: one way-to-pay chooser, the card panel only for the card, the schedule within 375 px.
    await hydrated(page);
    expect(await page.getByRole('group', { name: 'Forma de pago' }).count()).toBe(1);
    const cardPanel = page.locator('.card-panel');
    expect(await cardPanel.isVisible()).toBe(true);
    await page.getByText('Por transferencia (SPEI)', { exact: true }).click();
    expect(await cardPanel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const row = page.locator('[data-invoice]').first();
    const box = await row.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/my-loan-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByTestId('reference-amount').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'referencia');
    const reference = await page.locator('#referencia').boundingBox();
    expect(reference?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(reference?.y ?? 1000).toBeLessThan(900);
    await page.context().close();
  }, 300_000);
});
