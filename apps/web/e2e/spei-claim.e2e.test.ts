import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePdftotext, readPdf } from '../../../tooling/scripts/pdftotext.mjs';
import { borrowerWithDecision, C, type Lending, lendingOf, noScriptPage, takeLoan } from './borrowers';
import { SCREENSHOTS, type Stack, startStack } from './harness';

// Issue 52 point 4, "Ya pagué por SPEI", in Chromium with JavaScript off: a borrower with a loan
// and a SPEI reference claims a transfer by its date, amount, clave de rastreo and bank on "Mi
// préstamo"; the sandbox CEP vouches for it and the payment is applied (its receipt folio shown);
// the same claim again is "ya está abonada"; a transfer the CEP does not know becomes an aclaración
// with its UNE folio. The applied payment's receipt names Banxico's CEP, which the borrower downloads
// beside it as XML and PDF, as issued. "Mi préstamo"'s claim, answered, goes to
// docs/screenshots/spei-claim-375.png; the payment with its CEP links to spei-claim-cep-375.png.

const SHOTS = 'docs/screenshots';
// A module name in a variable: the suite reads the API's schema at run time, not at typecheck.
const CORE_DB = '@lender/core/db';

let stack: Stack;
let l: Lending;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ensurePdftotext();
  process.env.SESSION_SECRET ??= 'e2e-only-session-secret-0123456789abcdef';
  stack = await startStack();
  l = await lendingOf(stack);
});
afterAll(async () => {
  await stack?.stop();
});

/** The CEP files the claim of payment `folio` stored (XML, PDF), as the API's storage holds them. */
async function storedCep(folio: string): Promise<Record<'xml' | 'pdf', Uint8Array | null>> {
  const { schema } = (await import(/* @vite-ignore */ CORE_DB)) as { schema: Record<string, unknown> };
  type Row = { paymentId: number | null; cepXmlKey: string | null; cepPdfKey: string | null };
  const core = stack.api.core as unknown as {
    db: { select(): { from(table: unknown): Promise<Row[]> } };
    documentsOptions: { storage: { get(key: string): Promise<Uint8Array | null> } };
  };
  const row = (await core.db.select().from(schema.cepClaims)).find(
    (claim) => claim.paymentId === Number(folio) && claim.cepXmlKey !== null,
  );
  const read = (key: string | null | undefined) => (key ? core.documentsOptions.storage.get(key) : null);
  return { xml: await read(row?.cepXmlKey), pdf: await read(row?.cepPdfKey) };
}

/** Opens "Ya pagué por SPEI", fills the claim and sends it; answers the alert's text. */
async function claim(page: Page, pesos: string, trackingKey: string): Promise<string> {
  const details = page.locator('details#ya-pague');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  const form = details.locator('form');
  await form.getByLabel('Monto que transferiste').fill(pesos);
  await form.getByLabel('Clave de rastreo').fill(trackingKey);
  await form.getByLabel('Banco desde el que transferiste').selectOption('012');
  await Promise.all([
    page.waitForNavigation(),
    form.getByRole('button', { name: 'Revisar mi pago' }).click(),
  ]);
  const alert = details.getByRole('status');
  await alert.waitFor({ timeout: 15_000 });
  return (await alert.textContent()) ?? '';
}

describe('Ya pagué por SPEI without JavaScript (issue 52)', () => {
  it('applies a transfer the CEP confirms once, and turns an unknown one into an aclaración', async () => {
    const borrower = await borrowerWithDecision(l, 621, 3);
    await takeLoan(l, borrower);
    const reference = await l.api.call('POST', `${C}/openPay/getBarcode`, {
      token: borrower.token,
      body: { channel: 'clabe', amount: { amount: 300.55, currency: 'MXN' } },
      headers: { 'Idempotency-Key': `spei-claim-${borrower.phone}` },
    });
    expect(reference.status, JSON.stringify(reference.body)).toBe(200);

    const page = await noScriptPage(stack, borrower.token, '/profile/my-loan');
    // Typed in pesos and centavos (issue 61): exactly 30,055 centavos claimed and applied.
    const applied = await claim(page, '300.55', 'MBAN01002603020000777001');
    expect(applied).toMatch(/Banxico confirmó tu transferencia y ya abonamos \$300\.55 a tu préstamo/);
    const folio = /folio (\S+)\./.exec(applied)?.[1] ?? '';
    expect(folio).not.toBe('');
    // The payment is listed in "Tus pagos" with its receipt, and beside it the CEP, XML and PDF.
    const receiptPath = `/profile/comprobantes/${encodeURIComponent(folio)}`;
    expect(await page.locator(`a[href="${receiptPath}"]`).count()).toBe(1);
    const trackingKey = 'MBAN01002603020000777001';
    const get = async (path: string) => {
      const answer = await page.request.get(`${stack.siteUrl}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      return { type: answer.headers()['content-type'], bytes: new Uint8Array(await answer.body()) };
    };
    const receipt = await get(receiptPath);
    expect(receipt.type).toBe('application/pdf');
    const said = readPdf(receipt.bytes).text.replace(/\s+/g, ' ');
    for (const line of [
      'Comprobante Electrónico de Pago (CEP) de Banxico',
      `Clave de rastreo ${trackingKey}`,
      'Banco emisor BBVA MEXICO',
      'Banco receptor',
      'Fecha de operación',
      'Sello digital de Banxico Verificado al recibir el CEP',
    ])
      expect(said).toContain(line);
    const stored = await storedCep(folio);
    for (const format of ['xml', 'pdf'] as const) {
      const link = page.locator(`a[data-cep="${format}"][href="${receiptPath}/cep.${format}"]`);
      expect(await link.count(), format).toBe(1);
      const file = await get(`${receiptPath}/cep.${format}`);
      // Byte for byte the CEP the claim stored.
      expect(Buffer.from(file.bytes).equals(Buffer.from(stored[format] ?? []))).toBe(true);
      if (format === 'xml') {
        expect(file.type).toBe('application/xml; charset=utf-8');
        expect(new TextDecoder().decode(file.bytes)).toContain(`ClaveRastreo="${trackingKey}"`);
      } else {
        expect(file.type).toBe('application/pdf');
        expect(readPdf(file.bytes).text).toContain(trackingKey);
      }
    }

    // The claim's section with its answer, clipped from the page as loaded (scrolled to the top, so
    // the sticky header stays at the top and does not cover the section).
    const box = await page.locator('details#ya-pague').boundingBox();
    if (!box) throw new Error('no claim section');
    if (SCREENSHOTS)
      await page.screenshot({
        path: `${SHOTS}/spei-claim-375.png`,
        fullPage: true,
        clip: { x: 0, y: Math.max(0, box.y - 12), width: 375, height: box.height + 24 },
      });

    // "Tus pagos" with the claimed payment: its receipt and, beside it, Banxico's CEP (XML, PDF).
    const paid = page.getByTestId('payments-received');
    const paidBox = await paid.boundingBox();
    if (!paidBox) throw new Error('no payments received');
    if (SCREENSHOTS)
      await page.screenshot({
        path: `${SHOTS}/spei-claim-cep-375.png`,
        fullPage: true,
        clip: { x: 0, y: Math.max(0, paidBox.y - 12), width: 375, height: paidBox.height + 24 },
      });

    const again = await claim(page, '300.55', 'MBAN01002603020000777001');
    expect(again).toContain(`Esta transferencia ya está abonada a tu préstamo (comprobante ${folio})`);

    const unknown = await claim(page, '125.50', 'NOCEP01002603020000777002');
    expect(unknown).toMatch(/Abrimos la aclaración UNE-\d{4}-\d{6}/);
    const complaints = await l.api.call('GET', `${C}/complaints`, { token: borrower.token });
    expect(JSON.stringify(complaints.body)).toContain('payment_not_applied');

    await page.context().close();
  }, 300_000);
});
