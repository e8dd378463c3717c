import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { runOverdue } from './core-functions';
import { activeLoan, core, coreDb, coreOrm, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 38: the collections workspace in a browser — the queue of overdue loans and a case, claimed,
// contacted and promised. With BACKOFFICE_SCREENSHOTS=1 it also writes the README's screenshots
// (docs/images/collections-*-1280.png) and the 375 px views (screenshots/, not committed).

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let collector: Admin;
const loans: number[] = [];

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  collector = await createBackOfficeUser(api, 'collections');
  const other = await createBackOfficeUser(api, 'collections');
  for (let i = 0; i < 4; i += 1) loans.push((await activeLoan(api)).loanId);
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  const [due] = await api.core.db.select().from(schema.loans).where(eq(schema.loans.id, loans[0]));
  // Twelve days after the due date, on a weekday at noon in Mexico City.
  let day = new Date(`${due.dueDate}T18:00:00Z`).getTime() + 12 * 86_400_000;
  while ([0, 6].includes(new Date(day).getUTCDay())) day += 86_400_000;
  (api.clock as unknown as { set(at: Date): void }).set(new Date(day));
  await runOverdue(api.core, new Date(day).toISOString().slice(0, 10));
  const [client] = await api.core.db.select().from(schema.clients).where(eq(schema.clients.id, due.clientId));
  const phone = api.core.pii.decrypt(client.phoneEnc);
  const { backOffice } = (await core()).useCases;
  await backOffice.collectionsClaim(api.core, other.id, loans[1] as number, false);
  await backOffice.collectionsLogContact(api.core, collector.id, loans[0] as number, {
    channel: 'call',
    direction: 'outbound',
    result: 'no_answer',
    to: phone,
    note: 'Buzón de voz',
  });
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function shoot(page: Page, name: string, width: number) {
  if (!process.env.BACKOFFICE_SCREENSHOTS) return;
  const folder = width === 1280 ? join(APP_DIR, 'docs', 'images') : join(APP_DIR, 'screenshots');
  await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
}

describe('the collections workspace', () => {
  it('lists overdue loans, claims one, logs a promise on its case, at 1280 and 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, collector);
    await page.goto(`${backoffice.baseUrl}/collections?sort=-balance`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Cobranza', level: 1 }).isVisible()).resolves.toBe(true);
    expect(await page.locator('tr[data-loan-id]').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'collections-queue', 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'collections-queue', 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Claim the first case from the keyboard (j focuses it, Enter claims and opens it).
    await page.goto(`${backoffice.baseUrl}/collections?sort=overdueDays&claim=unclaimed`);
    await hydrated(page);
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Caso de cobranza · préstamo/ }).waitFor();
    await page.getByLabel('Resultado').selectOption('promised');
    await page
      .getByLabel('Fecha prometida')
      .fill(new Date(api.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel('Monto prometido (pesos)').fill('500');
    await page.getByRole('button', { name: 'Registrar contacto' }).click();
    await page.getByText('Contacto registrado.').waitFor();
    expect(await page.getByRole('cell', { name: 'Promesa de pago' }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Pendiente').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'collections-case', 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'collections-case', 375);
    expect(problems).toEqual([]);
    await context.close();
  });
});
