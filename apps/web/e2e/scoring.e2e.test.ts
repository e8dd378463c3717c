import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures as backOfficeFixtures, nextTotp } from '../../backoffice/test/e2e/fixtures';
import { buildBackoffice, startBackoffice } from '../../backoffice/test/e2e/stack';
import { type Stack, startStack, uniquePhone } from './harness';
import { newPage, tick } from './steps';

// Issue 18 from end to end: the borrower fills the real registration form of the built site with
// `@lender/collector` running in the page (after the voluntary-purpose consent), the chunks go
// encrypted to the API's ingest, the submit completes the dataset and the site links it to the new
// client through the SDK; an admin signs in to the built back-office with TOTP and reads the
// features on the client's behaviour screen.

// The site's development partner key (apps/web env.server.ts; the API's DEV_COLLECTOR_PARTNER).
const DEV_PARTNER = { name: 'borrower-site', authKey: 'dev-only-collector-auth-key-0123456789' };
const TYPED = {
  firstName: 'Juana',
  lastName: 'Pérez',
  email: 'juana.scoring@example.com',
  password: 'Nube4242',
};

// biome-ignore lint/suspicious/noExplicitAny: the core is loaded by specifier (see harness.ts)
type Loose = any;

let stack: Stack;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
const problems: string[] = [];

beforeAll(async () => {
  await buildBackoffice();
  stack = await startStack();
  const api = stack.api as Loose;
  await api.core.collector.configurePartners([DEV_PARTNER]);
  backoffice = await startBackoffice(stack.api.baseUrl);
});

afterAll(async () => {
  await backoffice?.stop();
  await stack?.stop();
});

/** Console errors and uncaught exceptions of a page (the back-office suite's rule: they fail). */
function watchPage(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

/** axe with the WCAG 2.2 AA rules, as the back-office suite runs it. */
async function axeViolations(page: Page): Promise<string[]> {
  // In the page itself when it has no frames (see `axe` in ./borrowers.ts).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map(
    (v) =>
      `${page.url()} @ ${page.viewportSize()?.width}px: ${v.id} — ${v.help} — ${v.nodes[0]?.target.join(' ')}`,
  );
}

/** Types like a person: one key at a time with a pause, so the cadence is measurable. */
async function typeInto(page: Page, label: string, text: string, exact = false) {
  await page.getByLabel(label, { exact }).click();
  await page.keyboard.type(text, { delay: 60 });
}

describe('behavioural scoring from the registration form to the back-office', () => {
  it('collects while the borrower registers and shows the features to an admin', async () => {
    const api = stack.api as Loose;
    const page = await newPage(stack, 1280);
    const seen = watchPage(page);
    const uploads: Array<{ referenceNumber: string; data: string; isFinal: boolean; isEncrypted: boolean }> =
      [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/datasets/v1/upload') {
        uploads.push(JSON.parse(request.postData() ?? '{}'));
      }
    });

    // Phone and SMS code, then the details step where the collector may start.
    const phone = uniquePhone();
    await page.goto(`${stack.siteUrl}/registration`);
    await page.getByLabel('Celular').fill(phone);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL(/paso=codigo/);
    await page
      .getByLabel('Código', { exact: true })
      .fill(await stack.fixtures.lastCodeSentTo(stack.api, phone));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/paso=datos/);

    // The consent to the voluntary purpose starts the collector: login, then the reference is verified.
    const verified = page.waitForResponse((r) => r.url().includes('/api/datasets/v1/verify/web'));
    await page.getByText('Acepto que analicen cómo lleno este formulario').click();
    expect((await verified).status()).toBe(200);

    await typeInto(page, 'Nombre(s)', TYPED.firstName);
    await typeInto(page, 'Apellido paterno', TYPED.lastName);
    const curp = stack.fixtures.curp('PEGJ850615HDFRRS0');
    await typeInto(page, 'CURP', curp);
    await typeInto(page, 'Fecha de nacimiento', '15061985');
    await typeInto(page, 'Correo electrónico', TYPED.email);
    await page.keyboard.press('Backspace'); // a correction
    await page.keyboard.type('m');
    await typeInto(page, 'Contraseña', TYPED.password, true);
    await typeInto(page, 'Repite tu contraseña', TYPED.password);
    await page.mouse.wheel(0, 400);
    // At least one regular chunk (every 10 s) before the submit sends the final one.
    await expect.poll(() => uploads.length, { timeout: 30_000, interval: 500 }).toBeGreaterThan(0);
    await tick(page, /Leí y acepto el Aviso de privacidad/);
    await tick(page, /Leí y acepto los Términos y condiciones/);
    await tick(page, /Autorizo expresamente/);
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await page.waitForURL(/\/registration\/employment$/);
    // No uncaught exception in the borrower's page (the site's own console notices are other suites' concern).
    expect(seen.filter((line) => line.startsWith('pageerror'))).toEqual([]);

    // Every upload is sealed (RSA-OAEP + AES-GCM): nothing typed travels in the clear; the last is final.
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    expect(uploads.at(-1)?.isFinal).toBe(true);
    const referenceNumber = uploads[0]!.referenceNumber;
    for (const upload of uploads) {
      expect(upload).toMatchObject({ referenceNumber, isEncrypted: true });
      expect(upload.data).toMatch(/^v1\./);
      for (const typed of [...Object.values(TYPED), curp]) expect(upload.data).not.toContain(typed);
    }
    const dataset = await api.core.collector.dataset(referenceNumber);
    expect(dataset).toMatchObject({ state: 'complete' });
    expect(dataset.clientId).toEqual(expect.any(Number));
    const clientId = dataset.clientId as number;
    await page.context().close();

    // An admin signs in with TOTP and opens the client's behaviour screen from the client page.
    const { createBackOfficeUser } = await backOfficeFixtures();
    const admin = await createBackOfficeUser(api, 'admin');
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const bo = await context.newPage();
    problems.push(...watchPage(bo));
    await bo.goto(`${backoffice.baseUrl}/login`);
    await bo.getByLabel('Correo').fill(admin.email);
    await bo.getByLabel('Contraseña').fill(admin.password);
    await bo.getByRole('button', { name: 'Entrar' }).click();
    await bo.getByLabel('Código de tu app de autenticación').fill(await nextTotp(api, admin.totpSecret));
    await bo.getByRole('button', { name: 'Verificar' }).click();
    await bo.getByRole('navigation', { name: 'Navegación principal' }).first().waitFor();
    await bo.goto(`${backoffice.baseUrl}/clients/${clientId}`);
    await bo.getByRole('link', { name: 'Comportamiento' }).click();
    await bo.waitForURL(new RegExp(`/clients/${clientId}/features$`));

    await expect
      .poll(() => bo.getByRole('heading', { level: 1 }).textContent())
      .toBe('Comportamiento de Juana Pérez');
    expect(await bo.getByTestId('behaviour-consent').textContent()).toContain(
      'Aceptó la finalidad voluntaria del Aviso de privacidad',
    );
    expect(await bo.getByTestId('behaviour-switch').textContent()).toContain('Apagado por configuración');
    const session = bo.getByTestId('behaviour-session');
    await expect.poll(() => session.count()).toBe(1);
    expect(await session.getByRole('heading').textContent()).toContain(`Sesión ${referenceNumber}`);
    expect(await session.getByRole('heading').textContent()).toContain('Completa');
    const facts = session.getByTestId('behaviour-features');
    const fact = async (label: string) =>
      Number.parseFloat(
        (await facts
          .locator('div', { has: bo.locator('dt', { hasText: label }) })
          .locator('dd')
          .first()
          .textContent()) ?? 'NaN',
      );
    expect(await fact('Campos usados')).toBeGreaterThanOrEqual(6);
    expect(await fact('Correcciones')).toBeGreaterThanOrEqual(1);
    expect(await fact('Tiempo para completar')).toBeGreaterThan(0);
    expect(await fact('Pegados en campos de identidad')).toBe(0);
    // Typing per field class: identity (names, CURP) and contact (e-mail); passwords give no key
    // events at all (only time and count on blur), so they have no row.
    const typing = session.getByRole('table', { name: 'Escritura por tipo de campo' });
    expect(await typing.getByRole('row', { name: /^Contraseña/ }).count()).toBe(0);
    for (const fieldClass of ['Identidad', 'Contacto']) {
      const row = typing.getByRole('row', { name: new RegExp(`^${fieldClass}`) });
      expect(Number(await row.getByRole('cell').nth(1).textContent())).toBeGreaterThan(0);
    }
    // Nothing typed is shown: only how it was typed.
    const text = (await session.textContent()) ?? '';
    for (const typed of [TYPED.email, TYPED.password, curp]) expect(text).not.toContain(typed);
    expect(await bo.getByText('Sin decisiones todavía.').count()).toBe(1);

    expect(await axeViolations(bo)).toEqual([]);
    await bo.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(bo)).toEqual([]);
    await context.close();
    expect(problems).toEqual([]);
  });
});
