import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePdftotext, readPdf } from '../../../tooling/scripts/pdftotext.mjs';
import { simulateReferencePayment } from '../../backoffice/test/e2e/core-functions';
import { borrowerWithDecision, C, type Lending, lendingOf, signedInPage, takeLoan } from './borrowers';
import { localCopy, SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 51, in Chromium: a borrower with an RFC pays part of the loan by SPEI; the fiscal-documents
// job issues the CFDI of its interest and fees; "Tus facturas" on my loan lists it with its XML and
// PDF as plain links, each downloaded as a person clicks it (the PDF read with pdftotext). The
// section at 375 and 1280 px goes to docs/screenshots/.

const SHOTS = 'docs/screenshots';
// Loaded by specifier at run time, like the suites' other core functions.
const CORE_MODULE = '@lender/core';
const { issueFiscalDocuments } = (await import(/* @vite-ignore */ CORE_MODULE)) as {
  issueFiscalDocuments(core: unknown): Promise<{ income: number; failed: number }>;
};

let stack: Stack;
let l: Lending;

beforeAll(async () => {
  ensurePdftotext();
  mkdirSync(SHOTS, { recursive: true });
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

describe('my loan: the CFDIs of interest and fees (issue 51)', () => {
  it('lists the CFDI of a payment and downloads its XML and PDF', async () => {
    const { api } = l;
    const borrower = await borrowerWithDecision(l, 483, 3);
    await takeLoan(l, borrower);
    const core = api.core as unknown as {
      db: { execute(query: string): Promise<unknown> };
      pii: { encrypt(plain: string): string };
    };
    // The profile's RFC, encrypted as the profile keeps it (its page is another part of issue 51);
    // the ciphertext is base64url and dots, safe in the statement.
    const sealed = core.pii.encrypt('PEGJ800101AB1');
    expect(sealed).toMatch(/^[\w.-]+$/);
    await core.db.execute(`update clients set rfc_enc = '${sealed}' where id = ${Number(borrower.clientId)}`);
    const reference = await api.call('POST', `${C}/openPay/getBarcode`, {
      token: borrower.token,
      body: { kind: 'repayment', channel: 'clabe', amount: { amount: 500, currency: 'MXN' } },
      headers: { 'Idempotency-Key': `cfdi-${borrower.phone}` },
    });
    expect(reference.status, JSON.stringify(reference.body)).toBe(200);
    await simulateReferencePayment(api.core, reference.body.data.reference);
    expect(await issueFiscalDocuments(api.core)).toMatchObject({ income: 1, failed: 0 });
    const [cfdi] = (await api.call('GET', `${C}/cfdis`, { token: borrower.token })).body.data.cfdis;
    const name = `I-${cfdi.folio}`;

    const page = await signedInPage(stack, borrower.token, '/profile/my-loan', 1280);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Tus facturas' }) });
    await section.waitFor();
    await section.getByTestId('invoices').locator(`[data-cfdi="${cfdi.uuid}"]`).waitFor();
    expect(await section.innerText()).toContain('De prueba, sin validez fiscal');

    const xmlLink = section.getByRole('link', { name: `Descargar el XML de la factura ${name}` });
    const [xml] = await Promise.all([page.waitForEvent('download'), xmlLink.click()]);
    expect(xml.suggestedFilename()).toBe(`factura-${name}.xml`);
    const text = await readFile(await localCopy(xml), 'utf8');
    expect(text).toContain(`UUID="${cfdi.uuid}"`);
    expect(text).toContain('Rfc="PEGJ800101AB1"');

    const pdfLink = section.getByRole('link', { name: `Descargar el PDF de la factura ${name}` });
    const [pdf] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(pdf.suggestedFilename()).toBe(`factura-${name}.pdf`);
    const said = readPdf(new Uint8Array(await readFile(await localCopy(pdf)))).text.replace(/\s+/g, ' ');
    for (const line of [cfdi.uuid, 'PEGJ800101AB1', 'Intereses ordinarios', 'SIN VALIDEZ FISCAL'])
      expect(said).toContain(line);

    // Another borrower asking for it: 404.
    const other = await l.journeys.onboardBorrower(api, 484);
    const otherPage = await signedInPage(stack, other.token, '/profile');
    await otherPage.getByRole('heading', { level: 1 }).waitFor();
    const theirs = await otherPage.request.get(`${stack.siteUrl}/profile/facturas/${cfdi.id}/pdf`, {
      maxRedirects: 0,
    });
    expect(theirs.status()).toBe(404);
    await otherPage.context().close();

    // The section, for the README.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      if (SCREENSHOTS) await section.screenshot({ path: `${SHOTS}/my-loan-invoices-${width}.png` });
    }
    await page.context().close();
  });
});
