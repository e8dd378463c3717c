import { LOAN_STATUS, APPLICATION_STATUS as S } from '@lender/calculator/platform';
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
import { core, coreDb, fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 67 points 3 and 5 in a browser: the version in force against a 20 % challenger (approval
// rates, default by start month), and the month's monitoring (PSI, approval by state with the
// four-fifths flag, manual review against the engine, the job's alert), all in words; an agent
// reaches neither. An admin asks to end the running challenger and to start a draft in shadow through
// the page's forms, each then waiting for another admin. With BACKOFFICE_SCREENSHOTS=1 it writes docs/images/credit-{challengers,monitoring}-*.png.

let api: Awaited<ReturnType<typeof startApi>>;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let admin: Admin;
let agent: Admin;
let month: string;
let before: string;
let n = 0;

// biome-ignore lint/suspicious/noExplicitAny: the core's test helpers are loaded by specifier (see stack.ts)
const coreTesting = () => import(/* @vite-ignore */ '@lender/core/testing') as Promise<any>;

const monthsBefore = (day: string, count: number) => {
  const date = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - count);
  return date.toISOString().slice(0, 7);
};

/** A client of `state` (a woman's CURP) and an application of theirs; its id. */
async function client(state = 'Jalisco') {
  n += 1;
  const { schema } = await coreDb();
  const { insertClientRow } = await coreTesting();
  const { eq } = await import(/* @vite-ignore */ '@lender/db/orm');
  const id: number = await insertClientRow(api.core.db, api.core.pii, {
    phone: `+5255${String(53_000_000 + n).padStart(8, '0')}`,
    email: `e2e-monitoring-${n}@lender.test`,
    clabeHashOf: `002010077777777771:monitoring${n}`,
  });
  await api.core.db
    .update(schema.clients)
    .set({ curpEnc: api.core.pii.encrypt('GOMA900514MDFRRN09'), address: { region: state } })
    .where(eq(schema.clients.id, id));
  return id;
}

/** An engine decision of a new client's application on `day`, approved or not. */
async function decided(day: string, approved: boolean, state: string) {
  const { schema } = await coreDb();
  const { insertApplicationRow } = await coreTesting();
  const clientId = await client(state);
  const applicationId: number = await insertApplicationRow(api.core.db, {
    clientId,
    status: approved ? S.accepted : S.rejected,
    amount: 1_000_00,
    termDays: 14,
    salaryCycle: 'semi_monthly',
    payDates: day,
    pricedOn: day,
  });
  await api.core.db.insert(schema.decisions).values({
    applicationId,
    clientId,
    outcome: approved ? S.accepted : S.rejected,
    offeredAmount: approved ? 1_000_00 : null,
    reasons: [],
    inputs: {
      today: day,
      application: { requestedAmount: 1_000_00, salaryCycle: 'semi_monthly', sequenceType: 'first' },
      client: { status: 1, birthDate: '1990-05-14', monthlyIncome: 6_000_00, employmentStatus: 'employed' },
      loans: { active: 0, closed: 0 },
      evidence: { idDocument: true, bankLink: 'present', identity: 'approved' },
      bounds: { min: 500_00, max: 10_000_00, interval: 100_00 },
    },
    ruleSet: 'policy-v1',
    policyVersion: 1,
  });
  return { clientId, applicationId };
}

/** A case the engine sent to a person (with the outcome it came to, if any), then decided. */
async function reviewed(engineOutcome: number | null, decision: 'approve' | 'reject') {
  const { schema } = await coreDb();
  const { clientId, applicationId } = await decided(`${month}-01`, false, 'Jalisco');
  const reasons =
    engineOutcome === null
      ? [{ rule: 'documents', code: 'decision.idDocumentMissing' }]
      : [{ rule: 'privacy', code: 'decision.humanReviewRequested', params: { engineOutcome } }];
  const row = { applicationId, clientId, inputs: {} };
  await api.core.db
    .insert(schema.decisions)
    .values({ ...row, outcome: S.manualVerification, reasons, ruleSet: 'policy-v1' });
  await api.core.db.insert(schema.decisions).values({
    ...row,
    outcome: decision === 'reject' ? S.rejected : S.accepted,
    reasons: [{ rule: 'manual', code: `manual.${decision}` }],
    inputs: { decidedBy: admin.id, decision },
    ruleSet: 'manual',
    createdAt: api.clock.now(),
  });
}

/** A 20 % challenger (version 2) with its logged decisions and the loans they made four months ago. */
async function challenger() {
  const { schema } = await coreDb();
  const { insertLoanRow } = await coreTesting();
  const [v1] = await api.core.db.select().from(schema.creditPolicies);
  const now = api.clock.now();
  await api.core.db.insert(schema.creditPolicies).values({
    ...v1,
    version: 2,
    status: 'draft',
    basedOn: 1,
    publishedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  const [running] = await api.core.db
    .insert(schema.policyChallengers)
    .values({
      policyVersion: 2,
      document: v1.document,
      sha256: v1.sha256,
      mode: 'split',
      shareBps: 2_000,
      salt: '0'.repeat(32),
      status: 'running',
      startedAt: now,
    })
    .returning();
  const start = `${monthsBefore(month, 4)}-10`;
  // The champion decides 5 (4 approved: 3 paid, 1 written off); the challenger 3 (1 approved, paid).
  const logged: Array<['champion' | 'challenger', number, number, number | null]> = [
    ['champion', S.accepted, S.rejected, LOAN_STATUS.paid],
    ['champion', S.accepted, S.accepted, LOAN_STATUS.paid],
    ['champion', S.accepted, S.accepted, LOAN_STATUS.paid],
    ['champion', S.accepted, S.rejected, LOAN_STATUS.writeOff],
    ['champion', S.rejected, S.rejected, null],
    ['challenger', S.accepted, S.accepted, LOAN_STATUS.paid],
    ['challenger', S.accepted, S.rejected, null],
    ['challenger', S.rejected, S.rejected, null],
  ];
  for (const [index, [arm, championOutcome, challengerOutcome, loanStatus]] of logged.entries()) {
    const clientId = await client();
    const { applicationId } = await insertLoanRow(api.core.db, {
      clientId,
      status: loanStatus ?? LOAN_STATUS.cancelled,
      principal: 1_000_00,
      total: 1_150_00,
      termDays: 14,
      dueDate: `${monthsBefore(month, 4)}-24`,
      salaryCycle: 'semi_monthly',
      pricedOn: start,
      startDate: loanStatus === null ? undefined : start,
      signedAt: new Date(`${start}T18:00:00Z`),
    });
    await api.core.db.insert(schema.challengerDecisions).values({
      challengerId: running.id,
      decisionId: 1_000 + index, // the log names its decision once (not read here)
      applicationId,
      decidingArm: arm,
      championOutcome,
      challengerOutcome,
      businessDate: start,
      createdAt: now,
    });
  }
}

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  const { today } = await core();
  admin = await createBackOfficeUser(api, 'admin');
  agent = await createBackOfficeUser(api, 'agent');
  month = today(api.clock).slice(0, 7);
  before = monthsBefore(month, 1);
  for (let i = 0; i < 10; i++) await decided(`${before}-15`, true, 'Jalisco');
  for (let i = 0; i < 30; i++) await decided(`${month}-01`, i < 27, 'Jalisco');
  for (let i = 0; i < 30; i++) await decided(`${month}-01`, false, 'Oaxaca');
  await reviewed(S.accepted, 'reject');
  await reviewed(S.rejected, 'reject');
  await reviewed(null, 'approve');
  const { schema } = await coreDb();
  await api.core.db.insert(schema.policyMonitoringAlerts).values({
    month,
    kind: 'four_fifths',
    subject: 'state:Oaxaca',
    details: { approvalRateBps: 0, ratioToBestBps: 0, decisions: 30 },
    createdAt: api.clock.now(),
  });
  await challenger();
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

async function signedInPage(who: Admin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${backoffice.baseUrl}/login`);
  await signInThroughLogin(page, api, who);
  return { context, page };
}

describe('champion, challenger and monitoring in the back-office', () => {
  it('compares the arms: approval rates and default by start month, in words', async () => {
    const { context, page } = await signedInPage(admin);
    await page.goto(`${backoffice.baseUrl}/credit-policy`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Comparar la versión en vigor con una retadora' }).click();
    await page.getByRole('heading', { name: 'Versión en vigor y retadora', level: 1 }).waitFor();
    await page.getByText('Decide para el 20.00% de los clientes').waitFor();
    const arms = page
      .getByRole('region', { name: /Versión 1 en vigor frente a la versión 2 retadora/ })
      .first();
    await expect
      .poll(() => arms.getByRole('row', { name: /Tasa de aprobación/ }).innerText())
      .toMatch(/80\.0%\s+33\.3%/);
    await page.getByText('Solicitudes en que las dos versiones deciden distinto: 3').waitFor();
    const champion = page
      .getByRole('region', { name: 'Incumplimiento por mes de inicio: En vigor (versión 1)' })
      .first();
    await expect.poll(() => champion.getByRole('row').nth(1).innerText()).toMatch(/4\s+4\s+1\s+25\.0%/);
    await accessibleAtBothWidths(page);
    await shoot(page, 'credit-challengers');
    await context.close();
  });

  it('shows the month’s stability, approval by state flagged at four-fifths, and manual review', async () => {
    const { context, page } = await signedInPage(admin);
    await page.goto(`${backoffice.baseUrl}/credit-policy/monitoring?month=${month}&reference=${before}`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Monitoreo del crédito', level: 1 }).waitFor();
    await page.getByText('Estado Oaxaca: se aprueba menos de cuatro quintos', { exact: false }).waitFor();
    const psi = page.getByRole('region', { name: 'Estabilidad de la población' }).first();
    await expect.poll(() => psi.getByRole('row', { name: /Monto ofrecido/ }).innerText()).toMatch(/Actuar/);
    await expect
      .poll(() => psi.getByRole('row', { name: /Frecuencia de pago/ }).innerText())
      .toMatch(/0\.0000\s+Estable/);
    const states = page.getByRole('region', { name: 'Estado' }).first();
    await expect
      .poll(() => states.getByRole('row', { name: /Oaxaca/ }).innerText())
      .toMatch(/30\s+0\s+0\.0%\s+0\.0%\s+Por debajo de cuatro quintos/);
    await expect
      .poll(() => states.getByRole('row', { name: /Jalisco/ }).innerText())
      .toMatch(/Dentro de la regla/);
    await page.getByText('Tasa de cambio del resultado del motor: 50.0%').waitFor();
    expect(await page.getByText(/four_fifths|income_band|semi_monthly|state:/).count()).toBe(0);
    await accessibleAtBothWidths(page);
    await shoot(page, 'credit-monitoring');
    await context.close();
  });

  it('an admin asks to end the running challenger, then to start a draft in shadow: each waits', async () => {
    const { context, page } = await signedInPage(admin);
    await page.goto(`${backoffice.baseUrl}/credit-policy/challengers`);
    await hydrated(page);
    await page.getByText('Ya corre una retadora: termínala para iniciar otra.').waitFor();
    await page.getByLabel('Motivo para terminarla').fill('Ya se vio suficiente');
    await page.getByRole('button', { name: 'Pedir que termine' }).click();
    await page.getByText(/^Esperando aprobación para terminarla \(solicitud \d+\)\.$/).waitFor();
    // Another admin's approval ends it (the approval itself is the API's to test).
    const { schema } = await coreDb();
    const { eq } = await import(/* @vite-ignore */ '@lender/db/orm');
    await api.core.db
      .update(schema.policyChallengers)
      .set({ status: 'ended', endedAt: api.clock.now() })
      .where(eq(schema.policyChallengers.status, 'running'));
    await page.reload();
    await hydrated(page);
    await page.getByLabel('Modo').selectOption('shadow');
    await page.getByLabel('Motivo', { exact: true }).fill('Probar el borrador sin decidir');
    await page.getByRole('button', { name: 'Pedir que inicie' }).click();
    await page
      .getByText(/^Esperando aprobación: iniciar la versión 2 como retadora \(solicitud \d+\)\.$/)
      .waitFor();
    const [request] = await api.core.db
      .select()
      .from(schema.approvalRequests)
      .where(eq(schema.approvalRequests.entityId, 'start'));
    expect(request).toMatchObject({ kind: 'policy.challenger', status: 'pending' });
    expect(request.payload).toMatchObject({ policyVersion: 2, shadow: true });
    expect(request.payload).not.toHaveProperty('sharePercent');
    await accessibleAtBothWidths(page);
    await context.close();
  });

  it('an agent is refused both pages', async () => {
    const { context, page } = await signedInPage(agent);
    for (const path of ['/credit-policy/challengers', '/credit-policy/monitoring']) {
      const response = await page.goto(`${backoffice.baseUrl}${path}`);
      expect(response?.status()).toBe(403);
    }
    await context.close();
  });
});
