import { randomUUID } from 'node:crypto';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { withKey } from '../../test/borrower';
import { activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

/** A download as bytes with its headers (the test app's `call` reads bodies as text). */
async function download(token: string | null, path: string) {
  const response = await t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date(t.core.clock.now().getTime() - 6 * 3_600_000).toISOString().slice(0, 10);

describe('POST payments/spei-claims', () => {
  it('applies a transfer the CEP vouches for once, and lists it for the back office', async () => {
    const { token } = await activeLoanClient(t);
    await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: { channel: 'clabe', amount: { amount: 200, currency: 'MXN' } },
      ...withKey(randomUUID()),
    });
    const body = { date: today(), amount: 200, trackingKey: 'MBAN01002611260000123456', senderBank: '012' };
    const first = await t.call('POST', `${C}/payments/spei-claims`, { token, body });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ outcome: 'applied', amount: { amount: 200, currency: 'MXN' } });
    const again = await t.call('POST', `${C}/payments/spei-claims`, { token, body });
    expect(again.body.data).toMatchObject({
      outcome: 'already_applied',
      paymentId: first.body.data.paymentId,
    });
    const admin = await backOfficeToken(t, await createBackOfficeUser(t, 'admin'));
    const list = await t.call('GET', '/web/private/back-office/cep-claims?outcome=applied', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { id: number }) => item.id)).toContain(first.body.data.id);
  });

  it("answers another borrower's transfer as a case of the claimant's own, with nothing of that payment (issue 62)", async () => {
    const owner = await activeLoanClient(t);
    const other = await activeLoanClient(t);
    for (const { token } of [owner, other])
      await t.call('POST', `${C}/openPay/getBarcode`, {
        token,
        body: { channel: 'clabe', amount: { amount: 120, currency: 'MXN' } },
        ...withKey(randomUUID()),
      });
    const body = { date: today(), amount: 120, trackingKey: 'MBAN01002611260000555001', senderBank: '012' };
    const paid = await t.call('POST', `${C}/payments/spei-claims`, { token: owner.token, body });
    expect(paid.body.data.outcome).toBe('applied');
    const taken = await t.call('POST', `${C}/payments/spei-claims`, { token: other.token, body });
    expect(taken.status).toBe(201);
    expect(taken.body.data).toMatchObject({ outcome: 'unverified', paymentId: null, receiptFolio: null });
    expect(taken.body.data.caseFolio).toMatch(/^UNE-/);
    const text = JSON.stringify(taken.body);
    expect(text).not.toContain(paid.body.data.receiptFolio);
    expect(text).not.toContain(`"paymentId":${paid.body.data.paymentId}`);
    // The same clave from another sending bank is another transfer: the second borrower's payment.
    const own = await t.call('POST', `${C}/payments/spei-claims`, {
      token: other.token,
      body: { ...body, senderBank: '014' },
    });
    expect(own.body.data.outcome).toBe('applied');
    expect(own.body.data.paymentId).not.toBe(paid.body.data.paymentId);
  });

  it('downloads the CEP it kept, XML and PDF as stored, for its borrower only; the payment lists them', async () => {
    const { token } = await activeLoanClient(t);
    await t.call('POST', `${C}/openPay/getBarcode`, {
      token,
      body: { channel: 'clabe', amount: { amount: 150, currency: 'MXN' } },
      ...withKey(randomUUID()),
    });
    const trackingKey = 'MBAN01002611260000777001';
    const claim = await t.call('POST', `${C}/payments/spei-claims`, {
      token,
      body: { date: today(), amount: 150, trackingKey, senderBank: '012' },
    });
    const { paymentId, receiptFolio } = claim.body.data;
    const [row] = await t.core.db
      .select()
      .from(schema.cepClaims)
      .where(eq(schema.cepClaims.paymentId, paymentId));
    const storage = t.core.documentsOptions.storage;

    const xml = await download(token, `${C}/payments/${paymentId}/cep/xml`);
    expect([xml.response.status, xml.response.headers.get('content-type')]).toEqual([
      200,
      'application/xml; charset=utf-8',
    ]);
    expect(xml.response.headers.get('content-disposition')).toBe(
      `attachment; filename="cep-banxico-pago-${receiptFolio}.xml"`,
    );
    expect(xml.bytes).toEqual(await storage.get(row?.cepXmlKey ?? ''));
    const pdf = await download(token, `${C}/payments/${paymentId}/cep/pdf`);
    expect([pdf.response.status, pdf.response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pdf.bytes).toEqual(await storage.get(row?.cepPdfKey ?? ''));

    const listed = await t.call('GET', `${C}/loan/active/payments`, { token });
    expect(listed.body.data.payments).toContainEqual(
      expect.objectContaining({ id: paymentId, cepFormats: ['xml', 'pdf'] }),
    );

    const other = await activeLoanClient(t);
    expect((await download(other.token, `${C}/payments/${paymentId}/cep/xml`)).response.status).toBe(404);
    expect((await download(other.token, `${C}/payments/${paymentId}/cep/pdf`)).response.status).toBe(404);
    expect((await download(null, `${C}/payments/${paymentId}/cep/xml`)).response.status).toBe(401);
  });

  it('answers each bad field with its own violation, in borrower words', async () => {
    const { token } = await activeLoanClient(t);
    const res = await t.call('POST', `${C}/payments/spei-claims`, {
      token,
      body: { date: '2020-01-01', amount: 0, trackingKey: 'ABC123', senderBank: '999' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body.errors ?? []).map((error: { code: string }) => error.code)).toEqual([
      'spei_date_out_of_range',
      'too_small',
      'spei_bank_unknown',
    ]);
  });
});
