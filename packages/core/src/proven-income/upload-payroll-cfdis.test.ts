import { eq } from '@lender/db/orm';
import { provenIncomes } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_TEST_RFC,
  type PayrollInput,
  type PayrollMaker,
  payrollBorrower,
  payrollCfdiMaker,
} from '../../testing/payroll-cfdi-fixtures';
import { createTestCore, TEST_NOW, type TestCore } from '../../testing/test-core';
import { CoreError } from '../errors/core-error';
import { sandboxSatCfdiStatus } from '../providers/sat-status/sandbox';
import { provenIncome } from './proven-income';
import { declaredPayOf } from './proven-income-model';
import { uploadPayrollCfdis } from './upload-payroll-cfdis';

// Issue 67 point 6 (ADR 333): payroll CFDIs with real seals (a test CSD made in memory), checked
// offline and at the sandbox SAT, refused with one clear reason, or stored as the proven income.

const sat = sandboxSatCfdiStatus();
let t: TestCore;
let maker: PayrollMaker;
beforeAll(async () => {
  [t, maker] = await Promise.all([createTestCore({ providers: { satCfdiStatus: sat } }), payrollCfdiMaker()]);
}, 60_000);
afterAll(() => t.close());

const HER_RFC = PAYROLL_TEST_RFC;
const OTHER_RFC = 'PEPJ800101AB2';
const borrower = (rfc: string | null = HER_RFC) => payrollBorrower(t.core, { rfc });
/** A quincena paid on its last day: `2026-01-15` → the 1st to the 15th. */
const quincena = (paidOn: string, net: number, rfc = HER_RFC): PayrollInput => ({
  receiverRfc: rfc,
  periodStart: paidOn.slice(8) === '15' ? `${paidOn.slice(0, 8)}01` : `${paidOn.slice(0, 8)}16`,
  periodEnd: paidOn,
  paidOn,
  perceptions: net + 84_568,
  deductions: 84_568,
});

const upload = (clientId: number, cfdis: string[]) =>
  uploadPayrollCfdis(t.core, { actorId: clientId, body: { cfdis } });
/** The refusal's code and the CFDI it names (from 1), or `stored`. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error: unknown) =>
      error instanceof CoreError
        ? `${error.code}${error.options.params?.file ? `:${error.options.params.file}` : ''}`
        : String(error),
  );
const storedRows = async (clientId: number) =>
  t.core.db.select().from(provenIncomes).where(eq(provenIncomes.clientId, clientId));

describe('three quincenas that agree', () => {
  it('prove a monthly income to the centavo, paid on the 15th and the month-end, with high confidence', async () => {
    const clientId = await borrower();
    // Net pays $7,654.32, $7,654.32, $7,654.33: 24 pays a year → Σ × 24 ÷ 36 = 1,530,864.67 centavos.
    const cfdis = [
      maker.make(quincena('2026-01-15', 765_432)),
      maker.make(quincena('2026-01-31', 765_432)),
      maker.make(quincena('2026-02-15', 765_433)),
    ];
    const proof = await upload(
      clientId,
      cfdis.map((c) => c.xml),
    );
    expect(proof).toMatchObject({
      monthlyIncome: { amount: 15_308.64, currency: 'MXN' },
      payCycle: 'semi_monthly',
      payDays: [15, 31],
      newestPaidOn: '2026-02-15',
      confidence: 'high',
      employerRfc: maker.employerRfc,
    });
    expect(proof.cfdis.map((c) => [c.uuid, c.netPay.amount, c.satState, c.periodicity])).toEqual([
      [cfdis[0]?.uuid, 7654.32, 'Vigente', '04'],
      [cfdis[1]?.uuid, 7654.32, 'Vigente', '04'],
      [cfdis[2]?.uuid, 7654.33, 'Vigente', '04'],
    ]);
    // SAT was asked about each, and nothing personal of the XML is kept (no CURP, no NSS).
    expect(sat.asked).toEqual(expect.arrayContaining(cfdis.map((c) => c.uuid)));
    const [row] = await storedRows(clientId);
    expect(JSON.stringify(row)).not.toMatch(/XEXX010101HNEXXXA4|12345678901/);
    expect(await provenIncome(t.core, { actorId: clientId })).toEqual(proof);
    // The collections' paydays read it as a declared quincena on the 15th and the month's end.
    expect(declaredPayOf(proof)).toEqual({
      cycle: 'semi_monthly',
      referenceDate: null,
      semiMonthlyPayDates: [15, 31],
      dateOfMonth: null,
    });
  });
});

describe('one monthly CFDI', () => {
  it('proves its net pay in centavos as the monthly income, paid on the last day of February, medium confidence', async () => {
    const clientId = await borrower();
    const { xml } = maker.make({
      receiverRfc: HER_RFC,
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      paidOn: '2026-02-28',
      // $13,000.00 − $1,954.33 + $1,300.00 of otros pagos = $12,345.67.
      perceptions: 1_300_000,
      deductions: 195_433,
      otherPayments: 130_000,
      periodicity: '05',
    });
    const proof = await upload(clientId, [xml]);
    expect(proof).toMatchObject({
      monthlyIncome: { amount: 12_345.67 },
      payCycle: 'monthly',
      payDays: [31],
      confidence: 'medium',
    });
    expect(declaredPayOf(proof).dateOfMonth).toBe(31);
  });
});

describe('a CFDI that proves nothing refuses the upload, and nothing is kept', () => {
  it('refuses a forged seal: one byte of a perception changed, or one byte of the seal', async () => {
    const clientId = await borrower();
    const good = maker.make(quincena('2026-02-15', 765_432));
    const richer = good.xml.replace('ImporteGravado="8500.00"', 'ImporteGravado="9500.00"');
    // The amount itself is not re-added by the check: only the seal catches it.
    const raised = maker
      .make(quincena('2026-01-31', 765_432))
      .xml.replace('TotalSueldos="8500.00"', 'TotalSueldos="8500.01"');
    expect(richer).not.toBe(good.xml);
    expect(await refusal(upload(clientId, [richer]))).toBe('payroll_cfdi_forged:1');
    expect(await refusal(upload(clientId, [maker.make(quincena('2026-01-15', 765_432)).xml, raised]))).toBe(
      'payroll_cfdi_forged:2',
    );
    const sello = /Sello="([^"]+)"/.exec(good.xml)?.[1] ?? '';
    const flipped = `${sello.slice(0, 10)}${sello[10] === 'A' ? 'B' : 'A'}${sello.slice(11)}`;
    expect(await refusal(upload(clientId, [good.xml.replaceAll(sello, flipped)]))).toBe(
      'payroll_cfdi_forged:1',
    );
    expect(await storedRows(clientId)).toEqual([]);
  });

  it("refuses another person's CFDI (another receiver RFC), naming which one", async () => {
    const clientId = await borrower();
    const mine = maker.make(quincena('2026-01-31', 765_432));
    const hers = maker.make(quincena('2026-02-15', 765_432, OTHER_RFC));
    expect(await refusal(upload(clientId, [mine.xml, hers.xml]))).toBe('payroll_cfdi_other_person:2');
    expect(await storedRows(clientId)).toEqual([]);
  });

  it('refuses a CFDI SAT reports cancelled, or does not know', async () => {
    const clientId = await borrower();
    const cancelled = maker.make(quincena('2026-02-15', 765_432));
    const unknown = maker.make(quincena('2026-01-31', 765_432));
    sat.cancel(cancelled.uuid);
    sat.forget(unknown.uuid);
    expect(await refusal(upload(clientId, [cancelled.xml]))).toBe('payroll_cfdi_cancelled:1');
    expect(await refusal(upload(clientId, [unknown.xml]))).toBe('payroll_cfdi_not_found:1');
    expect(await storedRows(clientId)).toEqual([]);
  });

  it('refuses the same UUID twice, and a CFDI another borrower already proved income with', async () => {
    const first = await borrower();
    const one = maker.make(quincena('2026-02-15', 765_432));
    expect(await refusal(upload(first, [one.xml, one.xml]))).toBe('payroll_cfdi_duplicate:2');
    expect(await refusal(upload(first, [one.xml]))).toBe('stored');
    // The same borrower may upload it again with newer pays; another borrower with the same RFC may not.
    expect(await refusal(upload(first, [one.xml, maker.make(quincena('2026-01-31', 1)).xml]))).toBe('stored');
    const namesake = await borrower();
    expect(await refusal(upload(namesake, [maker.make(quincena('2026-01-31', 765_432)).xml, one.xml]))).toBe(
      'payroll_cfdi_duplicate:2',
    );
    expect(await storedRows(namesake)).toEqual([]);
    expect(await storedRows(first)).toHaveLength(2);
  });

  it('refuses an invoice (type I), a text that is not a CFDI, and more than three', async () => {
    const clientId = await borrower();
    const invoice = maker.make({ ...quincena('2026-02-15', 765_432), type: 'I' });
    expect(await refusal(upload(clientId, [invoice.xml]))).toBe('payroll_cfdi_not_payroll:1');
    expect(await refusal(upload(clientId, ['<nomina/>']))).toBe('payroll_cfdi_unreadable:1');
    expect(await refusal(upload(clientId, ['not xml at all']))).toBe('payroll_cfdi_unreadable:1');
    const four = ['2026-01-15', '2026-01-31', '2026-02-15', '2026-02-28'].map(
      (d) => maker.make(quincena(d, 1)).xml,
    );
    expect(await refusal(upload(clientId, four))).toBe('validation_failed');
  });

  it('asks a client without an RFC for it before reading anything', async () => {
    const clientId = await borrower(null);
    const asked = sat.asked.length;
    expect(await refusal(upload(clientId, [maker.make(quincena('2026-02-15', 765_432)).xml]))).toBe(
      'payroll_rfc_required',
    );
    expect(sat.asked).toHaveLength(asked);
    expect(await provenIncome(t.core, { actorId: clientId })).toBeNull();
  });
});

describe('the proof as the borrower reads it later', () => {
  it('is low once stale on that day’s Mexico City date, though it was high when uploaded (ADR 340)', async () => {
    const clientId = await borrower();
    const cfdis = ['2026-01-15', '2026-01-31', '2026-02-15'].map((d) => maker.make(quincena(d, 765_432)).xml);
    expect((await upload(clientId, cfdis)).confidence).toBe('high');
    try {
      // Newest pay 15 February: 18 April (62 days) at 23:59 in Mexico City is fresh, 19 April stale.
      t.clock.set(new Date('2026-04-19T05:59:00Z'));
      expect((await provenIncome(t.core, { actorId: clientId }))?.confidence).toBe('high');
      t.clock.set(new Date('2026-04-19T06:00:00Z'));
      expect((await provenIncome(t.core, { actorId: clientId }))?.confidence).toBe('low');
      // What was stored is the upload's reading; the day of use reads it again.
      expect((await storedRows(clientId))[0]?.confidence).toBe('high');
    } finally {
      t.clock.set(new Date(TEST_NOW));
    }
  });
});
