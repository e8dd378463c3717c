import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  accessibleAtBothWidths,
  hydrated,
  launchBrowser,
  shoot,
  signInThroughLogin,
} from './browser';
import { core, coreDb, coreOrm, fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 67 in a browser: one admin drafts a policy that raises the income floor and, in the
// scorecard the risk team fitted into it, a bin's points and a band's probability; tries it on the
// applications decided today, asks for its publication; a second admin approves it; an agent
// finds neither page. With BACKOFFICE_SCREENSHOTS=1 it writes docs/images/credit-policy-*.png.

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let maker: Admin;
let checker: Admin;
let agent: Admin;
let day: string;

// biome-ignore lint/suspicious/noExplicitAny: the core's test helpers are loaded by specifier (see stack.ts)
const coreTesting = () => import(/* @vite-ignore */ '@lender/core/testing') as Promise<any>;

/** A client earning `income` centavos a month (with an ID document) whose application the engine decides. */
async function decided(n: number, income: number) {
  const { emailColumns, decideApplication, today } = await core();
  const { schema } = await coreDb();
  const { insertAcceptedApplication } = await coreTesting();
  const phone = `+5255${String(52_000_000 + n).padStart(8, '0')}`;
  const [client] = await api.core.db
    .insert(schema.clients)
    .values({
      ...emailColumns(api.core.pii, `e2e-policy-${n}@lender.test`),
      firstName: 'Rosa',
      lastName: `Política${n}`,
      phoneEnc: api.core.pii.encrypt(phone),
      phoneHash: api.core.pii.hash('phone', phone),
      clabeEnc: api.core.pii.encrypt('002010077777777771'),
      clabeHash: api.core.pii.hash('clabe', `002010077777777771:policy${n}`),
      passwordHash: 'not-used',
      birthDate: '1990-05-14',
      employment: { monthlyIncome: income, employmentStatusKey: 'employed' },
    })
    .returning({ id: schema.clients.id });
  await api.core.db.insert(schema.clientDocuments).values({
    clientId: client.id,
    type: 'id_front',
    format: 'jpg',
    contentType: 'image/jpeg',
    size: 1,
    sha256: 'e'.repeat(64),
    storageKey: `e2e-policy/${n}`,
  });
  const { applicationId } = await insertAcceptedApplication(api.core.db, {
    clientId: client.id,
    amount: 1_000_00,
    status: 1,
    pricedOn: today(api.clock),
    expiresAt: new Date(api.clock.now().getTime() + 86_400_000),
  });
  await decideApplication(api.core, applicationId, { type: 'client', id: client.id });
  day = today(api.clock);
}

/** Canonical JSON's SHA-256, as core hashes a policy document (keys sorted at every level). */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * The draft `version` given the scorecard the fit script wrote (`packages/core/bench/scorecard`),
 * its cut-off at 500 so the day's applicants above the income floor still pass: as the risk team
 * stores a fitted scorecard in a draft (ADR 337), before anyone edits it in the page.
 */
async function withFittedScorecard(version: number) {
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  const fitted = JSON.parse(
    readFileSync(
      new URL('../../../../packages/core/bench/scorecard/fitted-seed-337.json', import.meta.url),
      'utf8',
    ),
  );
  const [row] = await api.core.db
    .select()
    .from(schema.creditPolicies)
    .where(eq(schema.creditPolicies.version, version));
  const document = { ...row.document, scorecard: { ...fitted, cutOff: 500 } };
  await api.core.db
    .update(schema.creditPolicies)
    .set({ document, sha256: createHash('sha256').update(canonical(document), 'utf8').digest('hex') })
    .where(eq(schema.creditPolicies.version, version));
}

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  maker = await createBackOfficeUser(api, 'admin');
  checker = await createBackOfficeUser(api, 'admin');
  agent = await createBackOfficeUser(api, 'agent');
  const incomes = [6_000_00, 8_500_00, 9_999_99, 12_000_00, 25_000_00, 40_000_00];
  for (const [index, income] of incomes.entries()) await decided(index + 1, income);
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function signedInPage(admin: Admin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${backoffice.baseUrl}/login`);
  await signInThroughLogin(page, api, admin);
  return { context, page };
}

describe('the credit policy in the back-office', () => {
  it('a draft raising the income floor is tried, asked for, and published by a second admin', async () => {
    const { context, page } = await signedInPage(maker);
    await page.goto(`${backoffice.baseUrl}/credit-policy`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Política de crédito', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Crear un borrador a partir de la versión en vigor' }).click();
    await page.getByText('Borrador 2 creado.').waitFor();
    await withFittedScorecard(2);
    await page.reload();
    await hydrated(page);
    await page.getByLabel('Ingreso mensual mínimo (pesos)').fill('10000');
    // The scorecard's fields: a bin's points and a band's probability of default, as a percent.
    expect(await page.getByLabel('Préstamos pagados: menos de 1').inputValue()).toBe('-10');
    await page.getByLabel('Préstamos pagados: menos de 1').fill('-8');
    await page.getByLabel('Banda A: probabilidad de incumplimiento (%)').fill('5.50');
    await page.getByRole('button', { name: 'Guardar límites' }).click();
    await page.getByText('Límites de la versión 2 guardados.').waitFor();
    await page.getByText('Ingreso mensual mínimo (pesos): de $4,000.00 a $10,000.00').waitFor();
    // v1 has no scorecard: every part of the draft's is listed, the edited ones with their new values.
    await page.getByText('Puntos, Préstamos pagados: menos de 1: de ninguna a -8').waitFor();
    await page.getByText('Probabilidad de incumplimiento, banda A: de ninguna a 5.50%').waitFor();
    await accessibleAtBothWidths(page);
    await shoot(page, 'credit-policy');

    await page.goto(`${backoffice.baseUrl}/credit-policy/replay?version=2&from=${day}&to=${day}`);
    await hydrated(page);
    await page.getByText('6 solicitudes probadas', { exact: false }).waitFor();
    const all = page.getByRole('region', { name: 'Todas las solicitudes' }).first();
    await expect.poll(() => all.getByRole('row', { name: /Rechazadas/ }).innerText()).toMatch(/0\s+3\s+\+3/);
    await page.getByText('Solicitudes con otro resultado: 3').first().waitFor();
    await accessibleAtBothWidths(page);
    await shoot(page, 'credit-policy-replay');

    await page.goto(`${backoffice.baseUrl}/credit-policy?version=2`);
    await hydrated(page);
    await page.getByLabel('Motivo').fill('Subir el ingreso mínimo tras la revisión de cartera');
    await page.getByRole('button', { name: 'Pedir publicación' }).click();
    await page.getByText(/Publicación de la versión 2 pedida/).waitFor();
    await page.getByText('Tú pediste esta publicación: la aprueba otra persona administradora.').waitFor();
    expect(await page.getByRole('button', { name: 'Aprobar la publicación' }).count()).toBe(0);
    await context.close();

    const second = await signedInPage(checker);
    await second.page.goto(`${backoffice.baseUrl}/credit-policy?version=2`);
    await hydrated(second.page);
    await second.page.getByRole('button', { name: 'Aprobar la publicación' }).click();
    await second.page.getByText('Versión 2 publicada: decide desde la siguiente solicitud.').waitFor();
    const row = (version: number) =>
      second.page
        .getByRole('row')
        .filter({ has: second.page.getByRole('link', { name: `Versión ${version}`, exact: true }) });
    await expect.poll(() => row(2).innerText()).toContain('En vigor');
    await expect.poll(() => row(1).innerText()).toContain('Retirada');
    await second.context.close();
  });

  it('an agent has no link to it and is refused both pages', async () => {
    const { context, page } = await signedInPage(agent);
    expect(await page.getByRole('link', { name: 'Política de crédito' }).count()).toBe(0);
    for (const path of ['/credit-policy', '/credit-policy/replay']) {
      const response = await page.goto(`${backoffice.baseUrl}${path}`);
      expect(response?.status()).toBe(403);
    }
    await context.close();
  });
});
