// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessApi, type Loose, load, loaded, startInProcessApi } from '../../test/in-process-api';
import { bankName, speiClaimFilters, speiClaimsLoader } from './_app.spei-claims._index.server';
import { speiClaimFileLoader } from './_app.spei-claims.$id.$format.server';

// Issue 52: the reported SPEI payments' loader against the real API in process — a claim Banxico's
// CEP vouches for and one it does not, made by the borrower through the API; the page newest first
// with the borrower's name and the banks by name, the outcome filter, the detail `?show` opens and
// the CEP's XML and PDF downloads (none for the unverified claim).

let api: InProcessApi;
let applied: { id: number };
let unverified: { id: number };

beforeAll(async () => {
  api = await startInProcessApi();
  const { activeLoanClient, C } = await load('@lender/api-server/src/test/lending-fixtures');
  const { token } = await activeLoanClient(api.t);
  await api.t.call('POST', `${C}/openPay/getBarcode`, {
    token,
    body: { channel: 'clabe', amount: { amount: 200, currency: 'MXN' } },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const date = new Date(api.t.clock.now().getTime() - 6 * 3_600_000).toISOString().slice(0, 10);
  const claim = async (trackingKey: string) => {
    const res = await api.t.call('POST', `${C}/payments/spei-claims`, {
      token,
      body: { date, amount: 200, trackingKey, senderBank: '012' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  applied = await claim('MBAN01002611260000555001');
  unverified = await claim('NOCEP01002611260000555002');
}, 180_000);
afterAll(() => api?.close());

describe('the reported SPEI payments loader', () => {
  it('lists the claims newest first, with the borrower and the banks by name', async () => {
    const page = await loaded(speiClaimsLoader(api.get('/spei-claims')));
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([unverified.id, applied.id]);
    const [open, paid] = page.items as Loose[];
    expect(paid).toMatchObject({
      outcome: 'applied',
      senderBankName: 'BBVA MEXICO',
      cepXml: true,
      cepPdf: true,
    });
    expect(paid.clientName).toMatch(/\S+ \S+/);
    expect(paid.receiverBankName).toEqual(expect.any(String));
    expect(paid.paymentId).toEqual(expect.any(Number));
    expect(open).toMatchObject({ outcome: 'unverified', cepXml: false, cepPdf: false, paymentId: null });
    expect(open.complaintId).toEqual(expect.any(Number));
    expect(page.pagination).toMatchObject({ page: 1, total: 2 });
    expect(page.shown).toBeNull();
  });

  it('filters by outcome, drops an unknown one and opens the claim `show` names', async () => {
    const only = await loaded(speiClaimsLoader(api.get(`/spei-claims?outcome=applied&show=${applied.id}`)));
    expect(only.items.map((item: { id: number }) => item.id)).toEqual([applied.id]);
    expect(only.shown?.id).toBe(applied.id);
    expect(speiClaimFilters(new URL('http://bo.test/spei-claims?outcome=paid'))).toEqual({
      outcome: undefined,
    });
    expect(bankName('90646')).toBe('STP');
    expect(bankName('x')).toBeNull();
  });

  it("downloads a verified claim's CEP as XML and PDF; an unverified claim has none", async () => {
    const xml = await speiClaimFileLoader(api.get(`/spei-claims/${applied.id}/xml`), {
      id: String(applied.id),
      format: 'xml',
    });
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await xml.text()).toContain('MBAN01002611260000555001');
    const pdf = await speiClaimFileLoader(api.get(`/spei-claims/${applied.id}/pdf`), {
      id: String(applied.id),
      format: 'pdf',
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="cep-${applied.id}.pdf"`);
    const missing = await speiClaimFileLoader(api.get(`/spei-claims/${unverified.id}/xml`), {
      id: String(unverified.id),
      format: 'xml',
    }).catch((error: unknown) => error);
    expect((missing as Response).status).toBe(404);
    const bad = await speiClaimFileLoader(api.get('/spei-claims/1/zip'), { id: '1', format: 'zip' }).catch(
      (error: unknown) => error,
    );
    expect((bad as Response).status).toBe(404);
  });
});
