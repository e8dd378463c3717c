import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shot } from './borrowers';
import { type Stack, startStack } from './harness';

// Issue 47 point 5: the demo a newcomer walks into. `npm start` seeds these borrowers and prints
// their phones and password (apps/api/src/seed.ts); here the same seed runs on the suite's API and
// each is signed in through the login page, as a person would from the banner.

const CORE_MODULE = '@lender/core';

interface DemoSeed {
  DEMO_CLIENT_PASSWORD: string;
  seedDemoData(
    core: unknown,
    options: { adminEmail: string; adminPassword: string },
  ): Promise<{
    clients: Array<{ key: string; phone: string }>;
    lending: Array<{ kind: string; phone: string }>;
  }>;
}

let stack: Stack;
let password: string;
const phones = new Map<string, string>();

beforeAll(async () => {
  stack = await startStack();
  const demo = (await import(/* @vite-ignore */ CORE_MODULE)) as DemoSeed;
  const seeded = await demo.seedDemoData(stack.api.core, {
    adminEmail: 'admin@lender.test',
    adminPassword: 'admin-dev-password-2026',
  });
  password = demo.DEMO_CLIENT_PASSWORD;
  for (const item of seeded.lending) phones.set(item.kind, item.phone);
  const registering = seeded.clients.find((client) => client.key === 'active');
  if (registering) phones.set('registering', registering.phone);
}, 240_000);
afterAll(async () => {
  await stack?.stop();
});

async function signInAs(kind: string) {
  const context = await stack.browser.newContext({ viewport: { width: 375, height: 900 }, locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/ingresar`);
  await page.getByLabel('Celular o correo').fill(phones.get(kind) ?? '');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  return page;
}

describe('the demo borrowers of the start banner, in Chromium', () => {
  it('the one with an active loan signs in and reaches "Mi préstamo"', async () => {
    const page = await signInAs('active');
    await page.waitForURL(/\/profile\/my-loan$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Mi préstamo');
    await shot(page, 'demo-active-loan');
    await page.context().close();
  });

  it('the overdue one reaches "Mi préstamo" with the days late', async () => {
    const page = await signInAs('overdue');
    await page.waitForURL(/\/profile\/my-loan$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Mi préstamo');
    await expect
      .poll(() =>
        page
          .getByText(/días de atraso/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.context().close();
  });

  it('the one who paid off reaches the page to ask again', async () => {
    const page = await signInAs('paid');
    await page.waitForURL(/\/profile\/no-loan$/);
    await page.context().close();
  });

  it('the one mid-way through registration continues at the employment step', async () => {
    const page = await signInAs('registering');
    await page.waitForURL(/\/registration\/employment$/);
    await page.context().close();
  });
});
