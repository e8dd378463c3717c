import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatMoney } from '@lender/i18n';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePdftotext, readPdf } from '../../../tooling/scripts/pdftotext.mjs';
import {
  confirmPendingPayouts,
  contractEvidence,
  simulateReferencePayment,
} from '../../backoffice/test/e2e/core-functions';
import {
  type Borrower,
  C,
  centavos,
  type Lending,
  lendingOf,
  newCardNumber,
  signedInPage,
} from './borrowers';
import { localCopy, type Stack, startStack } from './harness';

// Issue 47: every PDF link on the borrower site is a document. In Chromium, each link on the offer
// page before signing, on my loan after signing and on the profile of a paid-off borrower is
// clicked as a person clicks it; the file the browser saves must be a PDF under its Spanish name,
// with the page count its own footers state, saying what it is (a draft says so, never "Firmado").
// Read with Debian's pdftotext, installed by the suite when missing as Chromium is. Another
// borrower's document is a 404; signed out, a document link leads to the login page.

let stack: Stack;
let lending: Lending;

beforeAll(async () => {
  ensurePdftotext();
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  lending = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

interface Saved {
  href: string;
  filename: string;
  bytes: Uint8Array;
  pages: number;
  /** The text with its whitespace folded to single spaces. */
  text: string;
  headers: Record<string, string>;
}

/**
 * Clicks a PDF link as a person does and reads the file the browser saved; the same address asked
 * again with the page's cookies gives the answer's headers. The page stays where it was.
 */
async function download(page: Page, href: string): Promise<Saved> {
  const before = page.url();
  const link = page.locator(`a[href="${href}"]`);
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await file.failure(), href).toBeNull();
  const bytes = new Uint8Array(await readFile(await localCopy(file)));
  expect(page.url(), 'a download does not navigate').toBe(before);
  const answer = await page.request.get(new URL(href, stack.siteUrl).toString(), { maxRedirects: 0 });
  expect(answer.status(), href).toBe(200);
  expect(Buffer.from(bytes.subarray(0, 5)).toString(), `${href} saved a PDF`).toBe('%PDF-');
  const { pages, text } = readPdf(bytes);
  return {
    href,
    filename: file.suggestedFilename(),
    bytes,
    pages,
    text: text.replace(/\s+/g, ' '),
    headers: answer.headers(),
  };
}

/** Every PDF link of the page: all are plain `download` links to a document route, and each is saved and read. */
async function downloadAll(page: Page): Promise<Map<string, Saved>> {
  await page.locator('a[download]').first().waitFor();
  const hrefs = await page
    .locator('a[download]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const saved = new Map<string, Saved>();
  for (const href of hrefs) {
    expect(href, 'a document route, not a page with a query').toMatch(
      /^\/(application|profile)\/documents\/[a-z_0-9]+$/,
    );
    const file = await download(page, href);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename="${file.filename}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.filename).toMatch(/^[a-z0-9-]+\.pdf$/);
    // The page count is the one the document's own footers state, and every page has its footer.
    const footers = [...file.text.matchAll(/Página (\d+) de (\d+)/g)];
    expect(
      footers.map((m) => Number(m[1])),
      file.filename,
    ).toEqual(Array.from({ length: file.pages }, (_, i) => i + 1));
    expect(
      footers.every((m) => Number(m[2]) === file.pages),
      file.filename,
    ).toBe(true);
    saved.set(file.filename, file);
  }
  return saved;
}

/** What one saved file must say: lines it contains and words it must not. */
function expectSays(saved: Map<string, Saved>, filename: string, lines: string[], never: RegExp[] = []) {
  const file = saved.get(filename);
  expect(file, `${filename} among ${[...saved.keys()].join(', ')}`).toBeDefined();
  for (const line of lines) expect(file?.text, filename).toContain(line);
  for (const word of never) expect(file?.text, filename).not.toMatch(word);
  return file as Saved;
}

/** An application accepted with the card registered, ready to sign: the offer page's state (API, as a tester would). */
async function readyToSign(n: number): Promise<Borrower & { applicationId: number }> {
  const { api, journeys } = lending;
  const borrower = await journeys.onboardBorrower(api, n);
  const { token } = borrower;
  const file = (name: string) =>
    new File([lending.jpeg as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' });
  await journeys.uploadDocument(api, token, 'id_front', file('ine.jpg'));
  await journeys.uploadDocument(api, token, 'payroll', file('nomina.jpg'));
  await api.call('POST', `${C}/belvo/skip`, { token });
  const created = await api.call('POST', `${C}/application`, {
    token,
    body: journeys.applicationBody(api, 2000),
    headers: { 'Idempotency-Key': `docs-${borrower.phone}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await api.call('PUT', `${C}/finish`, { token })).status).toBe(200);
  await api.call('POST', `${C}/direct-debit/consent`, {
    token,
    body: { accepted: true, paymentType: 'card' },
  });
  const card = await api.call('POST', `${C}/direct-debit/debit-credit-card`, {
    token,
    body: { cardNumber: newCardNumber(), holderName: 'Rosa Díaz', expiryMonth: 12, expiryYear: 2030 },
  });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  return { ...borrower, applicationId: created.body.data.id };
}

const BORRADOR = /borrador/i;

describe('the PDFs a borrower opens', () => {
  it('offer page: the contract, carátula and payment table are drafts; after signing my loan gives the signed ones; paid off, the letter', async () => {
    const { api, journeys } = lending;
    const borrower = await readyToSign(471);
    const offer = (
      await api.call('GET', `${C}/application/${borrower.applicationId}/offer/actual`, {
        token: borrower.token,
      })
    ).body.data.offer;
    const total = formatMoney(centavos(offer.total));

    // Before signing, on the offer page.
    const page = await signedInPage(stack, borrower.token, '/application/accepted', 1280);
    await page.getByRole('heading', { name: 'Documentos para leer' }).waitFor();
    const drafts = await downloadAll(page);
    expect([...drafts.keys()].sort()).toEqual([
      'caratula-borrador.pdf',
      'contrato-borrador.pdf',
      'tabla-de-pagos-borrador.pdf',
    ]);
    const contract = expectSays(
      drafts,
      'contrato-borrador.pdf',
      [
        'Contrato de crédito simple y carátula (borrador)',
        'Borrador para leer antes de firmar. Aún no tiene tu firma',
        '(pendiente de firma electrónica con código SMS)',
        total,
      ],
      [/Firmado/, /\(firma electrónica con código SMS\)/],
    );
    expect(contract.pages).toBeGreaterThanOrEqual(2);
    expectSays(drafts, 'caratula-borrador.pdf', ['Carátula de crédito (borrador)', total], [/Firmado/]);
    expectSays(drafts, 'tabla-de-pagos-borrador.pdf', ['Tabla de pagos (borrador)', total], [/Firmado/]);
    for (const draft of drafts.values()) {
      expect(draft.text.match(/Borrador sin firma · RECA/g)?.length, draft.filename).toBe(draft.pages);
    }
    // One identity (issue 61): the footer prints the legal name and RECA number the contract prints,
    // both read from the API's one configuration (`GET /web/public/company`).
    const identity = (await api.call('GET', '/web/public/company')).body.data as {
      legalName: string;
      recaNumber: string;
      une: { email: string };
    };
    const footer = (await page.getByRole('contentinfo').textContent()) ?? '';
    for (const fact of [identity.legalName, identity.recaNumber, identity.une.email]) {
      expect(footer).toContain(fact);
    }
    expect(contract.text.replace(/\s+/g, ' ')).toContain(identity.legalName);
    expect(contract.text.replace(/\s+/g, ' ')).toContain(identity.recaNumber);
    // Nothing read before signing is listed as signed.
    expect((await api.call('GET', `${C}/document/list`, { token: borrower.token })).body.data).toEqual([]);

    // Signing on the page, then the money out.
    api.clock.advance(61_000);
    await page.getByText('Leí y acepto el contrato').click();
    await page.getByRole('button', { name: 'Enviarme el código por SMS' }).click();
    const code = page.getByLabel('Código de 3 dígitos');
    await code.waitFor();
    await code.fill(await journeys.lastSmsCode(api, borrower));
    await page.getByRole('button', { name: 'Firmar contrato' }).click();
    await page.getByRole('heading', { name: /Firmado/ }).waitFor();
    api.clock.advance(120_000);
    await confirmPendingPayouts(api.core);

    // My loan: the documents kept at signing.
    await page.goto(`${stack.siteUrl}/profile/my-loan`);
    await page.getByRole('heading', { name: 'Tus documentos' }).waitFor();
    const signed = await downloadAll(page);
    expect([...signed.keys()].sort()).toEqual(['caratula.pdf', 'contrato-firmado.pdf', 'tabla-de-pagos.pdf']);
    expectSays(
      signed,
      'contrato-firmado.pdf',
      ['Contrato de crédito simple y carátula', '(firma electrónica con código SMS)', total],
      [BORRADOR, /pendiente de firma/],
    );
    expectSays(signed, 'caratula.pdf', ['Carátula de crédito', total], [BORRADOR]);
    expectSays(signed, 'tabla-de-pagos.pdf', ['Tabla de pagos', total], [BORRADOR]);
    // The NOM-151 evidence (issue 61 point 6): its hash is of the contract the borrower just
    // downloaded, and its events name the borrower's browser, not the site's server.
    const loan = (await api.call('GET', `${C}/loan/active`, { token: borrower.token })).body.data;
    const evidence = await contractEvidence(api.core, { params: { id: loan.id } });
    const kept = signed.get('contrato-firmado.pdf')?.bytes ?? new Uint8Array();
    expect(createHash('sha256').update(kept).digest('hex')).toBe(evidence.check.pdfSha256);
    expect(evidence.check.hashMatches).toBe(true);
    expect(evidence.events.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
    expect(evidence.events.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
    // The offer page's address now answers the signed copy, under its signed name.
    const again = await page.request.get(`${stack.siteUrl}/application/documents/loan_agreement`);
    expect(again.headers()['content-disposition']).toContain('filename="contrato-firmado.pdf"');
    expect(
      Buffer.from(await again.body()).equals(Buffer.from(signed.get('contrato-firmado.pdf')?.bytes ?? [])),
    ).toBe(true);

    // Another borrower asking for this borrower's contract: 404, in Spanish, and nothing of it.
    const contractHref = signed.get('contrato-firmado.pdf')?.href ?? '';
    const other = await journeys.onboardBorrower(api, 472);
    const otherPage = await signedInPage(stack, other.token, '/profile');
    await otherPage.getByRole('heading', { level: 1 }).waitFor();
    const theirs = await otherPage.request.get(`${stack.siteUrl}${contractHref}`, { maxRedirects: 0 });
    expect(theirs.status()).toBe(404);
    expect(theirs.headers()['content-type']).toContain('text/plain');
    expect(await theirs.text()).toBe('No encontramos este documento. Ábrelo desde la página donde lo viste.');
    // …and without an application of their own there is no agreement to read.
    const none = await otherPage.request.get(`${stack.siteUrl}/application/documents/loan_agreement`);
    expect(none.status()).toBe(404);
    await otherPage.context().close();

    // Signed out: the document's address leads to the login page, and back to it afterwards.
    const visitor = await stack.browser.newContext({ locale: 'es-MX' });
    for (const href of [contractHref, '/application/documents/cover_sheet']) {
      const answer = await visitor.request.get(`${stack.siteUrl}${href}`, { maxRedirects: 0 });
      expect(answer.status(), href).toBe(302);
      expect(answer.headers().location, href).toBe(`/ingresar?redirectTo=${encodeURIComponent(href)}`);
    }
    const login = await visitor.newPage();
    await login.goto(`${stack.siteUrl}${contractHref}`);
    await login.waitForURL(/\/ingresar\?redirectTo=/);
    await login.getByRole('heading', { name: 'Ingresa a tu cuenta' }).waitFor();
    await visitor.close();

    // Paid off: the paid-off letter joins the documents on the profile.
    const { contractNumber } = (await api.call('GET', `${C}/loan/active`, { token: borrower.token })).body
      .data;
    const reference = await api.call('POST', `${C}/openPay/getBarcode`, {
      token: borrower.token,
      body: {},
      headers: { 'Idempotency-Key': `docs-payoff-${borrower.phone}` },
    });
    expect(reference.status, JSON.stringify(reference.body)).toBe(200);
    await simulateReferencePayment(api.core, reference.body.data.reference);
    await deliverPaidOffLetter(borrower.token);
    await page.goto(`${stack.siteUrl}/profile`);
    await page.getByRole('heading', { name: 'Tus documentos' }).waitFor();
    const profile = await downloadAll(page);
    expect([...profile.keys()].sort()).toEqual([
      'caratula.pdf',
      'carta-de-no-adeudo.pdf',
      'contrato-firmado.pdf',
      'tabla-de-pagos.pdf',
    ]);
    expectSays(profile, 'carta-de-no-adeudo.pdf', [
      'Carta de no adeudo',
      `pagó en su totalidad el préstamo con número de contrato ${contractNumber}`,
    ]);
  });
});

/**
 * The paid-off letter is made when the paid-off notice goes out, in the contact window (ADR 177):
 * the notices job runs, an hour later each time, until it has.
 */
async function deliverPaidOffLetter(token: string) {
  const { api } = lending;
  const notices = (api.core as unknown as { notices: { deliverDue(): Promise<unknown> } }).notices;
  for (let hour = 0; hour < 24; hour += 1) {
    await notices.deliverDue();
    const list = (await api.call('GET', `${C}/document/list`, { token })).body.data as Array<{
      type: string;
    }>;
    if (list.some((document) => document.type === 'paid_off_letter')) return;
    api.clock.advance(3_600_000);
  }
  throw new Error('the paid-off letter was never made');
}
