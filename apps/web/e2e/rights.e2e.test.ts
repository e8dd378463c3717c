import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axe,
  borrowerWithDecision,
  C,
  type Lending,
  lendingOf,
  noScriptPage,
  signedInPage,
  takeLoan,
} from './borrowers';
import { expectRefusal, SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 51, "Mis derechos" in Chromium with JavaScript off, as the site works for everyone: a
// borrower with a loan opens the page from the profile, files an opposition to marketing and a
// dispute of a credit-bureau record, and reads each folio with the date it will be answered by. The
// page passes axe at 375 and 1280 px and goes to docs/screenshots/rights-375.png and -1280.png.

const SHOTS = 'docs/screenshots';
const FOLIO_DATE = /folio (ARCO|UNE)-\d{4}-\d{6}\. Te respondemos a más tardar el \d{2}\.\d{2}\.\d{4}\./;

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

describe('Mis derechos without JavaScript (issue 51)', () => {
  it('files an opposition and a credit-bureau dispute, each with its folio and deadline', async () => {
    const borrower = await borrowerWithDecision(l, 611, 3);
    await takeLoan(l, borrower);
    // An access request filed earlier, so the page lists more than one.
    const access = await l.api.call('POST', `${C}/privacy/arco-requests`, {
      token: borrower.token,
      body: { right: 'access', password: 'Nube4242' },
    });
    expect(access.status, JSON.stringify(access.body)).toBe(201);

    const page = await noScriptPage(stack, borrower.token, '/profile');
    await page.getByRole('link', { name: /Mis derechos/ }).click();
    await page.waitForURL(/\/profile\/mis-derechos$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mis derechos');
    expect(await page.getByTestId('arco-request').first().textContent()).toContain(access.body.data.folio);
    // The open loan is said before a cancellation is filed.
    expect(await page.getByText(/Tienes un préstamo abierto/).count()).toBe(1);
    // And what a cancellation would delete now and keep, and why: the loan keeps its data until paid off.
    const preview = page
      .getByRole('region', { name: /Cancelación/ })
      .getByRole('region', { name: 'Qué pasaría hoy con tus datos' });
    const previewText = (await preview.textContent()) ?? '';
    expect(previewText).toContain('Se eliminan en cuanto bloqueamos tus datos');
    expect(previewText).toContain('Tu ubicación y los datos de tu dispositivo');
    expect(previewText).toContain('Tus préstamos y sus movimientos');
    expect(previewText).toContain('tu contrato necesita estos datos hasta que lo liquides');
    expect(previewText).toContain('Se conservan mientras tengas un préstamo o una solicitud en curso');

    const opposition = page.getByRole('region', { name: /Oposición/ });
    await opposition.getByText('Publicidad y promociones', { exact: true }).click();
    await opposition.getByRole('button', { name: 'Presentar mi oposición' }).click();
    await page.waitForURL(/\/profile\/mis-derechos\?folio=ARCO-/);
    const filed = (await page.getByRole('status').textContent()) ?? '';
    expect(filed).toMatch(FOLIO_DATE);
    const folio = /ARCO-\d{4}-\d{6}/.exec(filed)?.[0] ?? '';
    expect(await page.getByTestId('arco-request').first().textContent()).toContain(folio);

    const bureau = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Pedir la aclaración' }) });
    await bureau
      .getByLabel('Cuéntanos qué pasó')
      .fill('El buró muestra mi préstamo como vencido y lo pago a tiempo.');
    await bureau.getByRole('button', { name: 'Pedir la aclaración' }).click();
    await page.waitForURL(/\/profile\/mis-derechos\?folio=UNE-/);
    expect((await page.getByRole('status').textContent()) ?? '').toMatch(FOLIO_DATE);
    expect(await page.getByTestId('complaint').first().textContent()).toContain(
      'Mi reporte en el buró de crédito',
    );

    // A refusal stays on its own form: an access request without the password.
    const accessForm = page.getByRole('region', { name: /Acceso/ });
    expectRefusal(page, 400, '/profile/mis-derechos');
    await accessForm.getByRole('button', { name: 'Pedir mis datos' }).click();
    await page
      .getByRole('region', { name: /Acceso/ })
      .locator('input[name="password"][aria-invalid="true"]')
      .waitFor({ timeout: 10_000 });
    const password = page.getByRole('region', { name: /Acceso/ }).getByLabel('Tu contraseña');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(
      await page
        .getByRole('region', { name: /Cancelación/ })
        .getByLabel('Tu contraseña')
        .getAttribute('aria-invalid'),
    ).toBeNull();

    // The success said once: after a refusal the page does not repeat the last folio.
    expect(await page.getByRole('status').count()).toBe(0);
    await page.context().close();

    // axe runs a script: the same page, signed in with JavaScript on, at both widths.
    // A fresh session: the site rotated the first one's token as it refreshed it.
    const login = await l.api.call('POST', '/web/public/client/login', {
      body: { username: borrower.phone, password: 'Nube4242' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const fresh = (login.body as unknown as { Authorization: string }).Authorization;
    const shown = await signedInPage(stack, fresh, '/profile');
    await shown.goto(`${stack.siteUrl}/profile/mis-derechos`);
    await axe(shown, 'mis derechos');
    for (const width of [375, 1280]) {
      await shown.setViewportSize({ width, height: 900 });
      if (SCREENSHOTS) await shown.screenshot({ path: `${SHOTS}/rights-${width}.png`, fullPage: true });
    }
    await shown.context().close();
  }, 300_000);
});
