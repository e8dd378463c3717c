import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tooling/scripts/pdftotext.mjs';
import {
  type Admin,
  axeViolations,
  launchBrowser,
  localCopy,
  signInThroughLogin,
  watchPage,
} from './browser';
import { simulateReferencePayment } from './core-functions';
import { activeLoan, core, fixtures } from './fixtures';
import { APP_DIR, buildBackoffice, startApi, startBackoffice } from './stack';

// Issue 47 in a real browser: a loan's payments tab lists the cash and SPEI references its borrower
// was shown apart from the payments, each with its state, and a received payment's receipt is
// saved as its PDF. With SCREENSHOTS=1 the tab is kept at 1280 and 375 px in docs/images.

type Api = Awaited<ReturnType<typeof startApi>>;
let api: Api;
let backoffice: Awaited<ReturnType<typeof startBackoffice>>;
let browser: Browser;
let finance: Admin;

beforeAll(async () => {
  await buildBackoffice();
  api = await startApi();
  finance = (await (await fixtures()).createBackOfficeUser(api, 'finance')) as Admin;
  backoffice = await startBackoffice(api.baseUrl);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backoffice?.stop();
  await api?.stop();
});

describe('the loan page: references apart from payments (issue 47)', () => {
  it('lists the references with their state and saves a payment’s receipt', async () => {
    const loan = await activeLoan(api);
    const { client } = (await core()).useCases;
    const spei = await client.paymentReference(api.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
      },
    });
    const part = await client.paymentReference(api.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 600_00 },
      },
    });
    const { paymentId } = await simulateReferencePayment(api.core, part.reference);

    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const seen = watchPage(page);
    await page.goto(`${backoffice.baseUrl}/login`);
    await signInThroughLogin(page, api, finance);
    await page.goto(`${backoffice.baseUrl}/loans/${loan.loanId}?tab=payments`);
    const references = page.getByRole('table', { name: 'Referencias de pago' });
    await references.waitFor();
    const rows = await references
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    // Newest first: the cash one paid by the payment, the SPEI one for the whole balance of before
    // no longer offered (it would now take more than is owed).
    expect(rows.map((cells) => [cells[0], cells[5], cells[7]])).toEqual([
      [part.reference, 'Pagada', String(paymentId)],
      [spei.reference, 'Vencida', '—'],
    ]);
    const paid = page.getByRole('table', { name: 'Pagos' });
    expect(await paid.locator('tbody tr').count()).toBe(1);
    expect(await paid.getByText(spei.reference).count()).toBe(0);

    const link = paid.getByRole('link', { name: `Comprobante del pago ${paymentId} (PDF)` });
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(await file.failure()).toBeNull();
    expect(file.suggestedFilename()).toBe(`comprobante-de-pago-${String(paymentId).padStart(6, '0')}.pdf`);
    const bytes = new Uint8Array(await readFile(await localCopy(file)));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(readPdf(bytes).text.replace(/\s+/g, ' ')).toContain('Monto recibido $600.00');
    expect(await axeViolations(page)).toEqual([]);

    if (process.env.SCREENSHOTS) {
      const folder = join(APP_DIR, 'docs', 'images');
      mkdirSync(folder, { recursive: true });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(folder, `loan-payments-${width}.png`), fullPage: true });
      }
    }
    await context.close();
    expect(seen).toEqual([]);
  });
});
