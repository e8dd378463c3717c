import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, axeViolations, hydrated, launchBrowser, signInThroughLogin, watchPage } from './browser';
import { auditOf, core, coreDb, coreOrm, fixtures, manualCase } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 48: an agent decides a manual case from the queue's decision panel alone — the ID and the
// selfie (a HEIC, shown as JPEG) as thumbnails that open full size, the CURP and RFC checks, income,
// the bank link, scoring, the engine's reasons in words and a client sharing the device — with a
// key, and the case leaves the queue. With BACKOFFICE_SCREENSHOTS=1 it also writes the README's
// picture of the panel (docs/images/decision-panel-1280.png) and the 375 px view (screenshots/).

// biome-ignore lint/suspicious/noExplicitAny: the core's modules are loaded by specifier (see stack.ts)
type Loose = any;
/** Loaded by specifier at run time, as the fixtures load core (stack.ts). */
const CORE_TESTING = '@lender/core/testing';

let api: Awaited<ReturnType<typeof startApi>>;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let agent: Admin;
let target: Awaited<ReturnType<typeof manualCase>>;
let sameDevice: Awaited<ReturnType<typeof manualCase>>;
/** The CURP the case's client holds (of her name), never to be shown whole to the agent. */
let curp: string;

/** Text of a sample card, in a font librsvg has. */
const text = (x: number, y: number, size: number, words: string, weight = 'normal', fill = '#222') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${words}</text>`;

/**
 * A 1024 × 640 JPEG of a sample ID card (marked DEMO, nothing official), front or back, drawn with
 * core's sharp from an SVG: the README's picture shows an ID, not a grey block.
 */
async function sampleIdCard(side: 'front' | 'back', birthDate: string): Promise<Uint8Array> {
  const sharp = createRequire(join(APP_DIR, '..', '..', 'packages', 'core', 'package.json'))(
    'sharp',
  ) as Loose;
  const [year, month, day] = birthDate.split('-');
  const face =
    side === 'front'
      ? [
          '<rect x="48" y="160" width="250" height="320" rx="12" fill="#c9ccd3"/>',
          '<circle cx="173" cy="270" r="66" fill="#8b909c"/><path d="M68 480 a105 95 0 0 1 210 0 z" fill="#8b909c"/>',
          text(340, 190, 20, 'NOMBRE', 'normal', '#666'),
          text(340, 228, 32, 'BONILLA', 'bold'),
          text(340, 266, 32, 'FIERRO', 'bold'),
          text(340, 304, 32, 'ISABEL', 'bold'),
          text(340, 360, 20, 'FECHA DE NACIMIENTO', 'normal', '#666'),
          text(340, 396, 28, `${day}/${month}/${year}`),
          text(340, 450, 20, 'DOMICILIO', 'normal', '#666'),
          text(340, 484, 24, 'C. ORIZABA 10, ROMA NORTE, CDMX'),
        ]
      : [
          ...Array.from(
            { length: 40 },
            (_, i) =>
              `<rect x="${60 + i * 22}" y="190" width="${6 + (i % 3) * 4}" height="150" fill="#333"/>`,
          ),
          text(60, 420, 30, 'IDMEX0000000000&lt;&lt;0000000000000', 'normal', '#333'),
          text(
            60,
            470,
            30,
            '7101023M3112315MEX&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;',
            'normal',
            '#333',
          ),
          text(60, 520, 30, 'BONILLA&lt;FIERRO&lt;&lt;ISABEL&lt;&lt;&lt;&lt;&lt;&lt;', 'normal', '#333'),
        ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="640">
    <rect width="1024" height="640" rx="36" fill="${side === 'front' ? '#efe7ee' : '#e4ece7'}"/>
    ${text(48, 78, 34, side === 'front' ? 'CREDENCIAL DE MUESTRA' : 'REVERSO DE MUESTRA', 'bold', '#7a1f4b')}
    ${text(48, 118, 22, 'DEMO · NO ES UN DOCUMENTO OFICIAL', 'normal', '#555')}
    ${face.join('')}
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
}

/** Gives the case the evidence an analyst decides on: a CURP of the name, income, a bank link, scoring. */
async function withEvidence(): Promise<void> {
  const { schema } = await coreDb();
  const { eq } = await coreOrm();
  const { curpCheckDigit } = (await import(/* @vite-ignore */ '@lender/clabe/curp')) as Loose;
  const { sampleHeicPhoto, uploadOf } = (await import(/* @vite-ignore */ CORE_TESTING)) as Loose;
  const { useCases } = await core();
  const { pii, db } = api.core;
  const birth = target.client.body.nationalIdentificator.slice(4, 10);
  const first17 = `BOFI${birth}MDFNRS0`;
  curp = `${first17}${curpCheckDigit(first17)}`;
  await db
    .update(schema.clients)
    .set({
      lastName: 'Bonilla',
      secondLastName: 'Fierro',
      curpEnc: pii.encrypt(curp),
      curpHash: pii.hash('curp', curp),
      employment: {
        employmentStatusKey: 'employed',
        employmentPositionKey: 'sales',
        companyName: 'Abarrotes La Esperanza',
        monthlyIncome: 1_450_000,
        salaryCycle: 'biweekly',
        nextPayDate: '2026-03-13',
      },
    })
    .where(eq(schema.clients.id, target.client.id));
  const applied = new Date(api.clock.now().getTime() - 2 * 3_600_000);
  await db
    .update(schema.applications)
    .set({ createdAt: applied })
    .where(eq(schema.applications.id, target.applicationId));
  await db.insert(schema.bankLinks).values({
    createdAt: new Date(applied.getTime() - 3_600_000),
    clientId: target.client.id,
    provider: 'sandbox-belvo',
    status: 'linked',
    linkId: `e2e-link-${target.client.id}`,
    institution: 'BBVA México',
    summary: {
      accounts: [
        { id: 'n', name: 'Nómina', category: 'CHECKING_ACCOUNT', currency: 'MXN', balanceCurrent: 612_050 },
        { id: 'c', name: 'Tarjeta', category: 'CREDIT_CARD', currency: 'MXN', balanceCurrent: -150_000 },
      ],
      monthlyIncome: 1_398_000,
      incomeMonths: 6,
      incomeRegularity: 0.92,
    },
  });
  // The engine decided before the documents came: the ID was missing. The case's own clock: it
  // applied two hours ago, an hour after linking the bank.
  await db
    .update(schema.decisions)
    .set({
      reasons: [{ rule: 'documents', code: 'decision.idDocumentMissing', params: { evidence: 'missing' } }],
      createdAt: applied,
    })
    .where(eq(schema.decisions.applicationId, target.applicationId));
  for (const item of [target, sameDevice]) {
    await db.insert(schema.fraudSignals).values({
      applicationId: item.applicationId,
      clientId: item.client.id,
      iovationBlackbox: 'e2e-blackbox',
      iovationResult: { verdict: 'review', deviceId: 'dev_e2e_shared', reason: 'device_new' },
      juicyScoreResult: { verdict: 'allow', score: 734 },
    });
  }
  const birthDate = `19${birth.slice(0, 2)}-${birth.slice(2, 4)}-${birth.slice(4, 6)}`;
  await useCases.client.idDocumentUpload(
    api.core,
    uploadOf(target.client.id, 'id_front', await sampleIdCard('front', birthDate)),
  );
  await useCases.client.idDocumentUpload(
    api.core,
    uploadOf(target.client.id, 'id_back', await sampleIdCard('back', birthDate)),
  );
  await useCases.client.idDocumentUpload(api.core, uploadOf(target.client.id, 'selfie', sampleHeicPhoto()));
}

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  const { createBackOfficeUser } = await fixtures();
  agent = await createBackOfficeUser(api, 'agent');
  target = await manualCase(api, 'Isabel');
  sameDevice = await manualCase(api, 'Rosa');
  await withEvidence();
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

/** The natural and drawn widths of the images a locator finds, once each has loaded. */
async function imageWidths(page: Page, selector: string) {
  await page.waitForFunction(
    (css) =>
      [...document.querySelectorAll<HTMLImageElement>(css)].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    selector,
  );
  return page.locator(selector).evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      natural: img.naturalWidth,
      drawn: Math.round(img.getBoundingClientRect().width),
    })),
  );
}

async function shoot(page: Page, width: number) {
  if (!process.env.BACKOFFICE_SCREENSHOTS) return;
  // No focus ring in the picture (Escape gave the focus back to a thumbnail).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const path =
    width === 1280
      ? join(APP_DIR, 'docs', 'images', 'decision-panel-1280.png')
      : join(APP_DIR, 'screenshots', `decision-panel-${width}.png`);
  await page.locator('section.bo-case').screenshot({ path });
}

describe('the decision panel of the manual queue', () => {
  it('decides a case from the panel alone: photos full size, checks and reasons in words, a key', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, agent);
    await page.goto(`${backoffice.baseUrl}/queue`);
    await hydrated(page);
    await page.getByRole('button', { name: `Decidir ${target.applicationId}` }).click();
    const panel = page.locator('section.bo-case');
    await panel
      .getByRole('heading', { name: new RegExp(`Decidir: Solicitud ${target.applicationId}`) })
      .waitFor();
    await hydrated(page);

    // The ID's front and back and the selfie, each a thumbnail whose photo loaded; the HEIC too.
    for (const name of ['Identificación (frente)', 'Identificación (reverso)', 'Selfie'])
      await panel.getByRole('button', { name: `Ver ${name} en tamaño completo` }).waitFor();
    const thumbs = await imageWidths(page, '.bo-case-thumb img');
    expect(thumbs).toHaveLength(3);
    // The ID's 1024 px photos drawn small.
    expect(thumbs[0]?.natural).toBe(1024);
    expect(thumbs[0]?.drawn).toBeLessThan(300);

    // One opens full size: the photo at its own width, in a dialog that Escape closes.
    await panel.getByRole('button', { name: 'Ver Identificación (frente) en tamaño completo' }).click();
    const viewer = page.getByRole('dialog', { name: /Identificación \(frente\) de Isabel/ });
    await viewer.waitFor();
    const [full] = await imageWidths(page, 'dialog[open] img');
    expect(full).toEqual({ natural: 1024, drawn: 1024 });
    // A key pressed while the photo is open decides nothing.
    await page.keyboard.press('r');
    expect(await panel.getByRole('radio', { name: 'Aprobar', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // The identity checks, the income and bank link, the scoring and the engine's reasons, in words.
    const text = (await panel.textContent()) ?? '';
    for (const words of [
      'BOFI**********',
      'Coincide con el nombre',
      'Coincide con la fecha de nacimiento',
      'Dígito verificador correcto',
      'Coincide con la CURP',
      'Empleado formal (con nómina)',
      'Abarrotes La Esperanza',
      'BBVA México',
      '92%',
      '734',
      'Documentos: Falta la identificación oficial. No ha subido el frente de su identificación oficial.',
      'Mismo dispositivo',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain(curp);
    expect(text).not.toMatch(/decision\.|employed\b|biweekly|id_front|dev_e2e/);
    expect(await panel.getByRole('link', { name: /Rosa/ }).getAttribute('href')).toBe(
      `/clients/${sameDevice.client.id}`,
    );
    expect(await panel.locator('.bo-choices kbd').allTextContents()).toEqual(['A', 'D', 'R']);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 1280);
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // R chooses to reject and moves to the reason; the button says what it does.
    await panel.focus();
    await page.keyboard.press('r');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('decide-reason');
    expect(await panel.getByRole('radio', { name: 'Rechazar' }).isChecked()).toBe(true);
    await page.keyboard.type('Comparte dispositivo con otra solicitante');
    await panel.getByRole('button', { name: 'Rechazar' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe(`Solicitud ${target.applicationId} rechazada.`);
    expect(await page.locator(`tr[data-application-id="${target.applicationId}"]`).count()).toBe(0);
    const entries = await auditOf(api, 'application', target.applicationId);
    expect(entries.map((entry) => entry.action)).toContain('application.manual_reject');
    // Nothing personal was written to the log while the panel read the case.
    expect(JSON.stringify((api as unknown as { logger: { lines: unknown[] } }).logger.lines)).not.toContain(
      curp,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
