import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, type Stack, startStack, uniquePhone } from './harness';
import { fillEmployment, hydrated, newPage as openPage, registerUntilEmployment } from './steps';

// Issue 14's progressive enhancement and layout rules in real Chromium against the real API: the
// leave-registration popup (spec §2), the limit-updated cookie (spec §9), validation as you type
// with the API's schemas, and forms, selects and the calculator working without JavaScript.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const newPage = () => openPage(stack, 1280);

async function noScriptContext(): Promise<BrowserContext> {
  return stack.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
    javaScriptEnabled: false,
  });
}

describe('the leave-registration popup (spec §2)', () => {
  it('asks before leaving with progress; staying keeps it, confirming clears it and goes there', async () => {
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/registration`);
    // Step 0: nothing to lose, links leave at once.
    await page.getByRole('banner').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await page.waitForURL(/\/preguntas-frecuentes$/);

    await page.goto(`${stack.siteUrl}/registration`);
    await hydrated(page);
    await page.getByLabel('Celular').fill(uniquePhone());
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL(/paso=codigo/);
    // The guard is attached by an effect: a click before it runs would simply follow the link.
    await hydrated(page);

    const faq = page.getByRole('banner').getByRole('link', { name: 'Preguntas frecuentes' });
    const popup = page.getByRole('alertdialog', { name: '¿Quieres salir del registro?' });
    await faq.click();
    await popup.waitFor();
    expect(await popup.textContent()).toContain('borraremos lo que llevas de tu registro');
    await popup.getByRole('button', { name: 'Seguir con mi registro' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/registration\?paso=codigo$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Empecemos con tu celular');

    await faq.click();
    await popup.getByRole('button', { name: 'Salir y borrar' }).click();
    await page.waitForURL(/\/preguntas-frecuentes$/);
    expect(await popup.count()).toBe(0);
    // The progress is gone: the code stage sends the visitor back to the phone.
    await page.goto(`${stack.siteUrl}/registration?paso=codigo`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Empecemos con tu celular');
    await page.context().close();
  });
});

describe('the limit-updated cookie (spec §9: 43200 s per client)', () => {
  it('recomputes the available amount once, stores the cookie for 12 h, and reads it on the next visit', async () => {
    const page = await newPage();
    await registerUntilEmployment(stack, page, uniquePhone());
    await fillEmployment(page);
    const calls = () => stack.apiRequests.filter((r) => r === 'PUT /web/private/client/yhat/limit').length;
    const before = calls();
    const now = Date.now() / 1000;
    await page.goto(stack.siteUrl);
    expect(calls()).toBe(before + 1);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'limit-updated');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeGreaterThan(now + 43_200 - 120);
    expect(cookie?.expires).toBeLessThan(now + 43_200 + 120);
    await page.goto(stack.siteUrl);
    await page.reload();
    expect(calls()).toBe(before + 1);

    // Another client on the same browser gets their own recompute; the first one's tab is closed
    // first (its calculator would quote with a session that is gone, and be refused).
    const context = page.context();
    await page.close();
    await context.clearCookies({ name: '__session' });
    const other = await context.newPage();
    await registerUntilEmployment(stack, other, uniquePhone());
    await fillEmployment(other);
    await other.goto(stack.siteUrl);
    expect(calls()).toBe(before + 2);
    await context.close();
  });
});

describe('validation as you type with the API schemas, and without JavaScript', () => {
  it('shows a field error before submitting when JavaScript runs (login, registration phone)', async () => {
    const page = await newPage();
    await page.goto(`${stack.siteUrl}/ingresar`);
    // Modules start one frame after the first paint (ADR 089): type once the page has hydrated.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const username = page.getByLabel('Celular o correo');
    await username.fill('55 12');
    await page.keyboard.press('Tab');
    await page.getByText('Escribe tu celular de 10 dígitos o tu correo electrónico.').waitFor();
    expect(page.url()).toMatch(/\/ingresar$/);
    // Typing a valid value clears it while typing.
    await username.fill('ana@example.com');
    await expect
      .poll(() => page.getByText('Escribe tu celular de 10 dígitos o tu correo electrónico.').count())
      .toBe(0);
    // Submitting with a wrong field stays on the page with the message, without a request.
    const posts = stack.apiRequests.length;
    await username.fill('12');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.getByText('Escribe tu celular de 10 dígitos o tu correo electrónico.').waitFor();
    expect(stack.apiRequests.length).toBe(posts);

    await page.goto(`${stack.siteUrl}/registration`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('Celular').fill('551');
    await page.keyboard.press('Tab');
    await page.getByText('Escribe los 10 dígitos de tu celular.').waitFor();
    expect(page.url()).toMatch(/\/registration$/);
    await page.context().close();
  });

  it('posts without JavaScript and shows the server field error from the same schema', async () => {
    const context = await noScriptContext();
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/ingresar`);
    await page.getByLabel('Celular o correo').fill('55 12');
    await page.getByLabel('Contraseña', { exact: true }).fill('Nube4242');
    expectRefusal(page, 400, '/ingresar');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.getByText('Escribe tu celular de 10 dígitos o tu correo electrónico.').waitFor();

    await page.goto(`${stack.siteUrl}/registration`);
    await page.getByLabel('Celular').fill('551');
    expectRefusal(page, 400, '/registration');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Escribe los 10 dígitos de tu celular.').waitFor();
    await context.close();
  });
});

describe('what a borrower types while the scripts still load (a slow phone)', () => {
  it('is kept when the page hydrates, and the step goes on with it', async () => {
    const page = await newPage();
    // The modules arrive only after the person has typed (the server's HTML is usable at once).
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.js', async (route) => {
      await loaded;
      await route.continue();
    });
    await page.goto(`${stack.siteUrl}/registration`, { waitUntil: 'commit' });
    const phone = uniquePhone();
    await page.getByLabel('Celular').fill(phone);
    release();
    await hydrated(page);
    // A render after hydration (the field's own check on blur) must not wipe it either.
    await page.getByLabel('Celular').blur();
    expect((await page.getByLabel('Celular').inputValue()).replace(/\D/g, '')).toBe(`52${phone}`);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.waitForURL(/paso=codigo/);
    await page.context().close();
  });
});

describe('native controls without JavaScript', () => {
  it('the home calculator posts its amount and pay cycle and goes to registration', async () => {
    const context = await noScriptContext();
    const page = await context.newPage();
    await page.goto(stack.siteUrl);
    const amount = page.getByLabel('¿Cuánto necesitas?');
    expect(await amount.getAttribute('type')).toBe('number');
    const min = Number(await amount.getAttribute('min'));
    await amount.fill(String(min));
    await page.getByLabel('¿Cada cuándo te pagan?').selectOption('monthly');
    await page.getByRole('button', { name: 'Solicitar ahora' }).click();
    await page.waitForURL(/\/registration$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'calculator');
    const saved = JSON.parse(Buffer.from(decodeURIComponent(cookie?.value ?? ''), 'base64').toString());
    expect(saved).toMatchObject({ amount: min * 100, payCycle: 'monthly', tab: 0 });
    await context.close();
  });

  it('a registration step with selects and radios submits as plain HTML', async () => {
    const page = await newPage();
    await registerUntilEmployment(stack, page, uniquePhone());
    const context = await noScriptContext();
    await context.addCookies(await page.context().cookies());
    await page.context().close();
    const plain = await context.newPage();
    await plain.goto(`${stack.siteUrl}/registration/employment`);
    const status = plain.locator('select[name="employmentStatusKey"]');
    const first = await status.locator('option:not([disabled])').first().getAttribute('value');
    await status.selectOption(first ?? '');
    expect(await plain.getByLabel(/¿A qué te dedicas/).evaluate((el) => el.tagName)).toBe('SELECT');
    await plain.getByLabel('Ingreso mensual').fill('15000');
    await plain.getByText('Cada mes', { exact: true }).click();
    await plain.getByLabel('¿Qué día del mes te pagan?').fill('15');
    await plain.getByRole('button', { name: 'Continuar' }).click();
    await plain.waitForURL(/\/registration\/address$/);
    await context.close();
  });
});
