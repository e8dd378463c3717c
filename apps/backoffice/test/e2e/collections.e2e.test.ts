import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { runOverdue } from './core-functions';
import { activeLoan, core, coreDb, coreOrm, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 38: the collections workspace in a browser — the queue of overdue loans and a case, claimed,
// contacted and promised; the template library (issue 66). With BACKOFFICE_SCREENSHOTS=1 it also writes the README's screenshots
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
  // ADR 326: collections reach only an address the borrower verified with a code, alive within 60 days.
  for (const loanId of loans) {
    const [loan] = await api.core.db.select().from(schema.loans).where(eq(schema.loans.id, loanId));
    await api.core.db
      .update(schema.clients)
      .set({ phoneVerifiedAt: new Date(day), emailVerifiedAt: new Date(day) })
      .where(eq(schema.clients.id, loan.clientId));
  }
  const [client] = await api.core.db.select().from(schema.clients).where(eq(schema.clients.id, due.clientId));
  const phone = api.core.pii.decrypt(client.phoneEnc);
  const { backOffice } = (await core()).useCases;
  await backOffice.collectionsClaim(api.core, {
    actorId: other.id,
    params: { id: loans[1] as number },
    body: { takeOver: false },
  });
  await backOffice.collectionsLogContact(api.core, {
    actorId: collector.id,
    params: { id: loans[0] as number },
    body: {
      channel: 'call',
      direction: 'outbound',
      result: 'no_answer',
      to: phone,
      note: 'Buzón de voz',
    },
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
    // Pesos and centavos with a thousands comma (issue 61): the API is sent exactly 321,924 centavos.
    await page.getByLabel('Monto prometido (pesos)').fill('3,219.24');
    await page.getByRole('button', { name: 'Registrar contacto' }).click();
    await page.getByText('Contacto registrado.').waitFor();
    const { schema: tables } = await coreDb();
    const promised = await api.core.db.select().from(tables.collectionPromises);
    expect(promised.map((row: { amount: number }) => row.amount)).toContain(321_924);
    expect(await page.getByRole('cell', { name: 'Promesa de pago' }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Pendiente').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'collections-case', 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'collections-case', 375);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('files a collection template from the library: a broken rule in words, then sent for approval', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page, { expected: /422/ });
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, collector);
    await page.goto(`${backoffice.baseUrl}/collections`);
    await page.getByRole('link', { name: 'Plantillas de mensajes' }).click();
    await page.getByRole('heading', { name: 'Plantillas de cobranza', level: 1 }).waitFor();
    await hydrated(page);
    await page.getByLabel('Nombre', { exact: true }).fill('Recordatorio amable');
    await page.getByLabel('Canal', { exact: true }).selectOption('whatsapp');
    await page
      .getByLabel('Texto', { exact: true })
      .fill('Hola {firstName}, si no pagas le avisaremos a tu mamá.');
    await page.getByLabel('Para qué sirve (lo lee quien aprueba)').fill('Aviso antes del vencimiento');
    await page.getByRole('button', { name: 'Enviar a aprobación' }).click();
    await page.getByText('El texto menciona a la familia del cliente.', { exact: false }).waitFor();
    expect(await page.getByLabel('Canal', { exact: true }).inputValue()).toBe('whatsapp');
    await page
      .getByLabel('Texto', { exact: true })
      .fill('Hola {firstName}, tu pago de {amount} vence el {dueDate}. Paga aquí: {link}');
    await page.getByRole('button', { name: 'Enviar a aprobación' }).click();
    await page.getByText('enviada a aprobación', { exact: false }).first().waitFor();
    const row = page.getByRole('row', { name: /Recordatorio amable/ });
    await expect(row.getByText('Pendiente de aprobación').isVisible()).resolves.toBe(true);
    await expect(row.getByText('WhatsApp').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'collection-templates', 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'collection-templates', 375);
    expect(problems).toEqual([]);
    await context.close();
  });
});
