import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BackOfficeRole } from '@lender/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  accessibleAtBothWidths,
  hydrated,
  launchBrowser,
  localCopy,
  shoot,
  signInThroughLogin,
  watchPage,
} from './browser';
import { fixtures } from './fixtures';
import { buildBackoffice, startApi, startBackoffice, type TestApp } from './stack';

// Issue 52: the SPEI payments borrowers reported ("Ya pagué por SPEI") in a browser — one Banxico's
// CEP vouches for (applied to the loan, its signed XML and PDF to download) and one it does not (an
// aclaración in the complaints register), both made through the API as the borrower site makes
// them, listed newest first in words and filtered by outcome. With BACKOFFICE_SCREENSHOTS=1 it
// writes the README's screenshots (docs/images/spei-claims-1280.png and -375.png).

// biome-ignore lint/suspicious/noExplicitAny: the API's fixtures are loaded by specifier (see stack.ts)
type Loose = any;
/** Loaded by a specifier in a variable, so the type check does not follow it into the API's sources. */
const LENDING_FIXTURES = '@lender/api-server/src/test/lending-fixtures';
const lending = () => import(/* @vite-ignore */ LENDING_FIXTURES) as Promise<Loose>;

const ROLE: BackOfficeRole = 'agent';
const VERIFIED = 'MBAN01002611260000777001';
const UNKNOWN = 'NOCEP0100261126000777002';

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let agent: Admin;
let verifiedId: number;

/** Today on the Mexico City business clock (UTC-6), as the borrower's form sends it. */
const today = (t: TestApp) => new Date(t.clock.now().getTime() - 6 * 3_600_000).toISOString().slice(0, 10);

/** A claim through the API, as the borrower site posts it. */
async function claim(token: string, trackingKey: string, amount: number) {
  const { C } = await lending();
  const res = await api.call('POST', `${C}/payments/spei-claims`, {
    token,
    body: { date: today(api), amount, trackingKey, senderBank: '012' },
  });
  if (res.status !== 201) throw new Error(`claim: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; outcome: string };
}

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  agent = await (await fixtures()).createBackOfficeUser(api, ROLE);
  const { activeLoanClient, C } = await lending();
  const { token } = await activeLoanClient(api);
  // The loan's SPEI CLABE, the account the CEP is asked about.
  await api.call('POST', `${C}/openPay/getBarcode`, {
    token,
    body: { channel: 'clabe', amount: { amount: 450, currency: 'MXN' } },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const verified = await claim(token, VERIFIED, 450);
  expect(verified.outcome).toBe('applied');
  verifiedId = verified.id;
  expect((await claim(token, UNKNOWN, 321.45)).outcome).toBe('unverified');
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

describe('the reported SPEI payments', () => {
  it('lists both claims in words, opens the verified one and downloads its CEP', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, agent);
    await page.getByRole('link', { name: 'Pagos reportados (CEP)' }).first().click();
    await page.getByRole('heading', { name: 'Pagos SPEI reportados (CEP)', level: 1 }).waitFor();
    await hydrated(page);
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    // Newest first: the unverified claim, then the applied one.
    const unverified = await rows.nth(0).innerText();
    expect(unverified).toContain(UNKNOWN);
    expect(unverified).toContain('$321.45');
    expect(unverified).toContain('Sin confirmar (aclaración)');
    expect(unverified).toMatch(/Ver aclaración \S+/);
    expect(unverified).toContain('BBVA');
    const applied = await rows.nth(1).innerText();
    expect(applied).toContain(VERIFIED);
    expect(applied).toContain('$450.00');
    expect(applied).toContain('Confirmado y abonado');
    expect(applied).toMatch(/Ver pago \(comprobante \S+\)/);
    // The borrower by name, a link to the client page.
    const borrower = rows.nth(1).getByRole('link', { name: 'Juan Pérez García' });
    expect(await borrower.getAttribute('href')).toMatch(/^\/clients\/\d+$/);
    // No code on screen: not the outcome's, not a bank's.
    const table = await page.locator('table').innerText();
    expect(table).not.toMatch(/\b(applied|already_applied|unverified)\b/);
    expect(await rows.nth(1).getByRole('link', { name: /^\d+$/ }).getAttribute('href')).toMatch(
      /^\/loans\/\d+$/,
    );
    expect(
      await rows
        .nth(0)
        .getByRole('link', { name: /^Ver aclaración/ })
        .getAttribute('href'),
    ).toMatch(/^\/complaints\/\d+$/);

    // The verified claim opened: its banks, account, Banxico's seal and the CEP to download.
    // The clave de rastreo opens it (loaded afresh: the table's region not scrolled by a click).
    const open = rows.nth(1).getByRole('link', { name: VERIFIED });
    await page.goto(new URL((await open.getAttribute('href')) ?? '', page.url()).href);
    const detail = page.getByRole('region', { name: /Detalle del pago reportado/ });
    await detail.waitFor();
    expect(await detail.innerText()).toContain('Sello digital de Banxico');
    await accessibleAtBothWidths(page);
    await shoot(page, 'spei-claims');
    for (const [format, type] of [
      ['XML', 'application/xml; charset=utf-8'],
      ['PDF', 'application/pdf'],
    ] as const) {
      const link = detail.getByRole('link', { name: `Descargar ${format}` });
      const response = await page.request.get(
        new URL((await link.getAttribute('href')) ?? '', page.url()).href,
      );
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`cep-${verifiedId}.${format.toLowerCase()}`);
      const bytes = await readFile(await localCopy(download));
      if (format === 'XML') expect(bytes.toString('utf8')).toContain(VERIFIED);
      else expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // The unverified one keeps no CEP: said in words; the filter keeps it alone.
    await page.goto(`${backoffice.baseUrl}/spei-claims?outcome=unverified`);
    await page.getByRole('heading', { name: 'Pagos SPEI reportados (CEP)', level: 1 }).waitFor();
    expect(await rows.count()).toBe(1);
    await rows.first().getByRole('link', { name: UNKNOWN }).click();
    await page.getByText('No hay CEP guardado de este pago.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
