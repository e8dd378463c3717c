import { eq } from '@lender/db/orm';
import { provenIncomes } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_TEST_RFC,
  type PayrollMaker,
  payrollBorrower,
  payrollCfdiMaker,
} from '../../testing/payroll-cfdi-fixtures';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { CoreError } from '../errors/core-error';
import { uploadPayrollCfdis } from './upload-payroll-cfdis';

// The RFC on file is typed by the borrower in the profile; the CURP was checked at registration. A
// payslip proves the income of the person it names: a sibling's CFDI, made out to the RFC the
// borrower typed but to the sibling's CURP, proves nothing for the borrower.

let t: TestCore;
let maker: PayrollMaker;
beforeAll(async () => {
  [t, maker] = await Promise.all([createTestCore(), payrollCfdiMaker()]);
}, 180_000);
afterAll(() => t.close());

const MINE = 'HEGG560427MVZRRL05';
const SIBLINGS = 'HEGG580611HVZRRL03';
/** A quincena of $7,654.32 net paid on 15 February 2026 to the test RFC and `curp`. */
const payslip = (curp: string) =>
  maker.make({
    receiverRfc: PAYROLL_TEST_RFC,
    receiverCurp: curp,
    periodStart: '2026-02-01',
    periodEnd: '2026-02-15',
    paidOn: '2026-02-15',
    perceptions: 850_000,
    deductions: 84_568,
  }).xml;
const upload = (clientId: number, xml: string) =>
  uploadPayrollCfdis(t.core, { actorId: clientId, body: { cfdis: [xml] } }).then(
    () => 'stored',
    (error: unknown) => (error instanceof CoreError ? `${error.code}:${error.options.params?.file}` : error),
  );

describe("a payroll CFDI of another person's CURP", () => {
  it('is refused as another person’s, naming the file, though the RFC is the one on file', async () => {
    const clientId = await payrollBorrower(t.core, { curp: MINE });
    expect(await upload(clientId, payslip(SIBLINGS))).toBe('payroll_cfdi_other_person:1');
    expect(await t.core.db.select().from(provenIncomes).where(eq(provenIncomes.clientId, clientId))).toEqual(
      [],
    );
    // The borrower's own payslip (the CURP in lower case is the same CURP) proves their income.
    expect(await upload(clientId, payslip(MINE.toLowerCase()))).toBe('stored');
  });

  it('is refused for a borrower with no CURP on file: nothing shows the payslip is theirs', async () => {
    const clientId = await payrollBorrower(t.core, { curp: null });
    expect(await upload(clientId, payslip(MINE))).toBe('payroll_cfdi_other_person:1');
  });
});
