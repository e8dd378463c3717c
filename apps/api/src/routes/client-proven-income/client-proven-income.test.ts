import { sandboxSatCfdiStatus } from '@lender/core';
import {
  insertClientRow,
  type PayrollInput,
  type PayrollMaker,
  payrollCfdiMaker,
} from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeToken, createBackOfficeUser } from '../../test/back-office-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 67 point 6 (ADR 333): the borrower uploads payroll CFDIs as XML text and reads the income
// they prove; each refusal is one documented code naming the CFDI; nobody else reads the proof.
const P = '/web/private/client/proven-income';

const sat = sandboxSatCfdiStatus();
let t: TestApp;
let maker: PayrollMaker;
beforeAll(async () => {
  [t, maker] = await Promise.all([createTestApp({ providers: { satCfdiStatus: sat } }), payrollCfdiMaker()]);
}, 60_000);
afterAll(() => t.close());

const RFC = 'HEGG560427AB1';
let seq = 0;
async function borrower(rfc: string | null = RFC) {
  seq += 1;
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone: `+5255${String(43_000_000 + seq).padStart(8, '0')}`,
    email: `proven-${seq}@lender.test`,
    clabeHashOf: `proven:${seq}`,
  });
  if (rfc)
    await t.core.db
      .update(clients)
      .set({ rfcEnc: t.core.pii.encrypt(rfc), curpEnc: t.core.pii.encrypt('XEXX010101HNEXXXA4') })
      .where(eq(clients.id, clientId));
  const { token } = await t.core.auth.issue({
    accountType: 'client',
    subjectId: clientId,
    mfaPending: false,
  });
  return { clientId, token };
}

const quincena = (paidOn: string, net: number, receiverRfc = RFC): PayrollInput => ({
  receiverRfc,
  periodStart: `${paidOn.slice(0, 8)}${paidOn.endsWith('15') ? '01' : '16'}`,
  periodEnd: paidOn,
  paidOn,
  perceptions: net + 50_000,
  deductions: 50_000,
});

describe('the proven-income endpoints', () => {
  it('store three quincenas as the monthly income in pesos with centavos, and read it back', async () => {
    const { token } = await borrower();
    expect((await t.call('GET', P, { token })).body.data).toBeNull();
    const cfdis = ['2026-01-15', '2026-01-31', '2026-02-15'].map(
      (day) => maker.make(quincena(day, 612_345)).xml,
    );
    const stored = await t.call('POST', `${P}/payroll-cfdis`, { token, body: { cfdis } });
    expect(stored.status).toBe(200);
    // $6,123.45 × 24 ÷ 12 = $12,246.90 a month.
    expect(stored.body.data).toMatchObject({
      monthlyIncome: { amount: 12_246.9, currency: 'MXN' },
      payCycle: 'semi_monthly',
      payDays: [15, 31],
      confidence: 'high',
    });
    expect(JSON.stringify(stored.body.data)).not.toContain('<cfdi:');
    expect((await t.call('GET', P, { token })).body.data).toEqual(stored.body.data);
  });

  it('refuse a forged byte, another RFC, a cancelled UUID and a repeated one, each naming the CFDI', async () => {
    const { token } = await borrower();
    const post = (cfdis: string[]) => t.call('POST', `${P}/payroll-cfdis`, { token, body: { cfdis } });
    const good = maker.make(quincena('2026-02-15', 612_345));
    const forged = await post([good.xml.replace('ImporteGravado="6623.45"', 'ImporteGravado="7623.45"')]);
    expect([forged.status, forged.body.code]).toEqual([422, 'payroll_cfdi_forged']);
    const other = await post([good.xml, maker.make(quincena('2026-01-31', 1, 'PEPJ800101AB2')).xml]);
    expect([other.status, other.body.code]).toEqual([422, 'payroll_cfdi_other_person']);
    const cancelled = maker.make(quincena('2026-01-15', 612_345));
    sat.cancel(cancelled.uuid);
    const refused = await post([good.xml, cancelled.xml]);
    expect([refused.status, refused.body.code]).toEqual([422, 'payroll_cfdi_cancelled']);
    const twice = await post([good.xml, good.xml]);
    expect([twice.status, twice.body.code]).toEqual([409, 'payroll_cfdi_duplicate']);
    expect((await t.call('GET', P, { token })).body.data).toBeNull();
  });

  it('asks a borrower without an RFC for it, and refuses four CFDIs', async () => {
    const { token } = await borrower(null);
    const one = [maker.make(quincena('2026-02-15', 612_345)).xml];
    const noRfc = await t.call('POST', `${P}/payroll-cfdis`, { token, body: { cfdis: one } });
    expect([noRfc.status, noRfc.body.code]).toEqual([409, 'payroll_rfc_required']);
    const four = await t.call('POST', `${P}/payroll-cfdis`, {
      token,
      body: { cfdis: [...one, ...one, ...one, ...one] },
    });
    expect(four.status).toBe(400);
  });

  it("never shows one borrower's proof to another, nor to staff or to nobody", async () => {
    const owner = await borrower();
    await t.call('POST', `${P}/payroll-cfdis`, {
      token: owner.token,
      body: { cfdis: [maker.make(quincena('2026-02-15', 612_345)).xml] },
    });
    const stranger = await borrower();
    expect((await t.call('GET', P, { token: stranger.token })).body.data).toBeNull();
    expect((await t.call('GET', P)).status).toBe(401);
    const staff = await backOfficeToken(t, await createBackOfficeUser(t, 'admin'));
    expect((await t.call('GET', P, { token: staff })).status).toBe(403);
  });
});
