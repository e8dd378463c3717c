import { inArray, sql } from '@lender/db/orm';
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
import type { SatCfdiStatusPort } from '../providers/sat-status/port';
import { sandboxSatCfdiStatus } from '../providers/sat-status/sandbox';
import { uploadPayrollCfdis } from './upload-payroll-cfdis';

// ADR 333: a CFDI another client already proved income with is refused (`payroll_cfdi_duplicate`).
// Two accounts uploading the same CFDI at the same instant must not both pass that check: exactly
// one proof is stored, the other upload is refused naming the file. SAT answers the two only once
// both asked (a slow SAT), so each upload has read the CFDI as nobody's before either stores it.

const sandbox = sandboxSatCfdiStatus();
const asked: Array<() => void> = [];
const slowSat: SatCfdiStatusPort = {
  name: 'slow-sandbox',
  async status(query) {
    await new Promise<void>((answer) => {
      asked.push(answer);
      if (asked.length === 2) for (const one of asked) one();
    });
    return sandbox.status(query);
  },
};
let t: TestCore;
let maker: PayrollMaker;
beforeAll(async () => {
  [t, maker] = await Promise.all([
    createTestCore({ providers: { satCfdiStatus: slowSat } }),
    payrollCfdiMaker(),
  ]);
}, 180_000);
afterAll(() => t.close());

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error: unknown) => (error instanceof CoreError ? `${error.code}:${error.options.params?.file}` : error),
  );

describe('one payroll CFDI uploaded by two borrowers at the same instant', () => {
  it('is stored for exactly one of them; the other is refused as a duplicate', async () => {
    const [first, second] = await Promise.all([payrollBorrower(t.core), payrollBorrower(t.core)]);
    const { xml, uuid } = maker.make({
      receiverRfc: PAYROLL_TEST_RFC,
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      paidOn: '2026-02-28',
      perceptions: 1_500_001,
      deductions: 200_000,
      periodicity: '05',
    });
    const results = await Promise.all(
      [first, second].map((clientId) =>
        outcome(uploadPayrollCfdis(t.core, { actorId: clientId, body: { cfdis: [xml] } })),
      ),
    );
    expect([...results].sort()).toEqual(['payroll_cfdi_duplicate:1', 'stored']);
    const rows = await t.core.db
      .select({ clientId: provenIncomes.clientId })
      .from(provenIncomes)
      .where(
        sql`${provenIncomes.uuids} && ${sql.param([uuid])}::text[] and ${inArray(provenIncomes.clientId, [first, second])}`,
      );
    expect(rows).toHaveLength(1);
  });
});
