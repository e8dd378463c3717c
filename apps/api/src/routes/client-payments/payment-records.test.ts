import { randomUUID } from 'node:crypto';
import { simulateReferencePayment } from '@lender/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKey } from '../../test/borrower';
import { activeLoanClient, C } from '../../test/lending-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 47: showing SPEI or cash instructions twice is one reference and no payment; the money that
// arrives is a payment with its receipt, which only its borrower can download.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reference = (token: string, channel: 'clabe' | 'cash', amount?: number) =>
  t.call('POST', `${C}/openPay/getBarcode`, {
    token,
    ...withKey(randomUUID()),
    body: { kind: 'repayment', channel, ...(amount ? { amount: { amount, currency: 'MXN' } } : {}) },
  });

/** The receipt as bytes (the test app's `call` reads bodies as text). */
async function receipt(token: string | null, id: number) {
  const response = await t.app.request(`${C}/payments/${id}/receipt`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('references are not payments', () => {
  it('SPEI twice and cash once: two live references, no payment; the money paid is one payment with a receipt', async () => {
    const { token } = await activeLoanClient(t);
    const spei = await reference(token, 'clabe');
    const again = await reference(token, 'clabe');
    const cash = await reference(token, 'cash');
    expect([spei.status, again.status, cash.status]).toEqual([200, 200, 200]);
    expect(again.body.data).toEqual(spei.body.data);
    expect(cash.body.data.id).not.toBe(spei.body.data.id);
    expect(spei.body.data).toMatchObject({ kind: 'repayment', channel: 'clabe', barcode: null });

    const none = await t.call('GET', `${C}/loan/active/payments`, { token });
    expect(none.body.data).toEqual({ payments: [] });
    const live = await t.call('GET', `${C}/loan/active/payment-references`, { token });
    expect(live.status).toBe(200);
    expect(live.body.data.references.map((r: { reference: string }) => r.reference)).toEqual([
      cash.body.data.reference,
      spei.body.data.reference,
    ]);

    const part = await reference(token, 'clabe', 500);
    const paid = await simulateReferencePayment(t.core, part.body.data.reference);
    const listed = await t.call('GET', `${C}/loan/active/payments`, { token });
    expect(listed.body.data.payments).toEqual([
      expect.objectContaining({
        id: paid.paymentId,
        status: 'completed',
        paymentType: 'clabe',
        amount: { amount: 500, currency: 'MXN' },
        folio: String(paid.paymentId).padStart(6, '0'),
      }),
    ]);
    // Paid, it is no longer live; nor are those for the whole balance of before, now more than is owed.
    const after = await t.call('GET', `${C}/loan/active/payment-references`, { token });
    expect(after.body.data.references).toEqual([]);

    const { response, bytes } = await receipt(token, paid.paymentId as number);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="comprobante-de-pago-${String(paid.paymentId).padStart(6, '0')}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('a receipt is its borrower’s only: another client gets 404, no one signed in 401', async () => {
    const owner = await activeLoanClient(t);
    const other = await activeLoanClient(t);
    const ref = await reference(owner.token, 'cash', 300);
    const { paymentId } = await simulateReferencePayment(t.core, ref.body.data.reference);
    const foreign = await receipt(other.token, paymentId as number);
    expect(foreign.response.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(foreign.bytes)).code).toBe('not_found');
    expect((await receipt(null, paymentId as number)).response.status).toBe(401);
    expect((await receipt(owner.token, 987_654)).response.status).toBe(404);
    const bad = await t.call('GET', `${C}/payments/abc/receipt`, { token: owner.token });
    expect(bad.status).toBe(400);
  });
});
