import { randomUUID } from 'node:crypto';
import { issueFiscalDocuments, simulateReferencePayment } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq, sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { withKey } from '../../test/borrower';
import { activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 51: a payment of interest and fees gets a CFDI the borrower downloads as XML and PDF, theirs
// only; finance sees it per loan and per month, with the month's CSV.

const B = '/web/private/back-office';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The profile's optional RFC, encrypted (its migration may land separately).
  await t.core.db.execute(sql`alter table clients add column if not exists rfc_enc text`);
});
afterAll(() => t.close());

async function paidWithRfc() {
  const borrower = await activeLoanClient(t);
  await t.core.db.execute(
    sql`update clients set rfc_enc = ${t.core.pii.encrypt('PEGJ800101AB1')} where id = ${borrower.clientId}`,
  );
  await t.core.db
    .update(schema.clients)
    .set({ address: { postalCode: '06700' } })
    .where(eq(schema.clients.id, borrower.clientId));
  const reference = await t.call('POST', `${C}/openPay/getBarcode`, {
    token: borrower.token,
    ...withKey(randomUUID()),
    body: { kind: 'repayment', channel: 'clabe', amount: { amount: 800, currency: 'MXN' } },
  });
  await simulateReferencePayment(t.core, reference.body.data.reference);
  await issueFiscalDocuments(t.core);
  return borrower;
}

/** A download as bytes with its headers (the test app's `call` reads bodies as text). */
async function download(token: string | null, path: string) {
  const response = await t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { response, text: new TextDecoder().decode(new Uint8Array(await response.arrayBuffer())) };
}

describe("the borrower's CFDIs", () => {
  it('lists each CFDI and downloads its stamped XML and its PDF; another borrower gets 404', async () => {
    const borrower = await paidWithRfc();
    const listed = await t.call('GET', `${C}/cfdis`, { token: borrower.token });
    expect(listed.status).toBe(200);
    const [cfdi] = listed.body.data.cfdis;
    expect(cfdi).toMatchObject({
      kind: 'income',
      series: 'I',
      status: 'issued',
      sandbox: true,
      loanId: borrower.loanId,
    });
    expect(listed.body.data.pending).toEqual([]);

    const xml = await download(borrower.token, `${C}/cfdis/${cfdi.id}/xml`);
    expect(xml.response.status).toBe(200);
    expect(xml.response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xml.response.headers.get('content-disposition')).toBe(
      `attachment; filename="factura-I-${cfdi.folio}.xml"`,
    );
    expect(xml.text).toContain(`UUID="${cfdi.uuid}"`);
    expect(xml.text).toContain('Rfc="PEGJ800101AB1"');
    const pdf = await download(borrower.token, `${C}/cfdis/${cfdi.id}/pdf`);
    expect([pdf.response.status, pdf.response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pdf.text.slice(0, 5)).toBe('%PDF-');

    const other = await activeLoanClient(t);
    expect((await download(other.token, `${C}/cfdis/${cfdi.id}/xml`)).response.status).toBe(404);
    expect((await download(other.token, `${C}/cfdis/${cfdi.id}/pdf`)).response.status).toBe(404);
    expect((await download(null, `${C}/cfdis/${cfdi.id}/pdf`)).response.status).toBe(401);
    expect((await t.call('GET', `${C}/cfdis`, { token: other.token })).body.data).toEqual({
      cfdis: [],
      inGlobal: [],
      pending: [],
    });
  });

  it("shows finance a loan's CFDIs and a month's with its CSV; an agent may not", async () => {
    const borrower = await paidWithRfc();
    const finance = await backOfficeToken(t, await createBackOfficeUser(t, 'finance'));
    const agent = await backOfficeToken(t, await createBackOfficeUser(t, 'agent'));
    const loan = await t.call('GET', `${B}/loans/${borrower.loanId}/cfdis`, { token: finance });
    expect(loan.status).toBe(200);
    const [cfdi] = loan.body.data;
    expect(cfdi).toMatchObject({ kind: 'income', receiverRfc: 'PEGJ800101AB1', loanId: borrower.loanId });
    expect(cfdi.paymentIds).toHaveLength(1);
    const month = cfdi.stampedAt.slice(0, 7);
    const listed = await t.call('GET', `${B}/cfdis?month=${month}`, { token: finance });
    expect(listed.body.data.items.map((item: { uuid: string }) => item.uuid)).toContain(cfdi.uuid);
    expect(listed.body.data.totals.issued).toBe(listed.body.data.items.length);
    const csv = await download(finance, `${B}/exports/cfdis?month=${month}`);
    expect(csv.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain(cfdi.uuid);
    expect(csv.text.split('\r\n')[0]).toContain('Folio fiscal (UUID)');
    expect((await download(finance, `${B}/cfdis/${cfdi.id}/xml`)).text).toContain(cfdi.uuid);
    expect((await download(finance, `${B}/cfdis/${cfdi.id}/pdf`)).text.slice(0, 5)).toBe('%PDF-');
    expect((await t.call('GET', `${B}/loans/${borrower.loanId}/cfdis`, { token: agent })).status).toBe(403);
    expect((await t.call('GET', `${B}/cfdis?month=13-2026`, { token: finance })).status).toBe(400);
  });
});
