// A CONDUSEF examiner's attack on the pre-notices of a payday charge split in parts of at most
// MXN 1,000.00 (ADR 329, 372): the borrower pays part of the debt by hand after the split was
// planned; the notices then queued must add up to what the loan owes on the charge day — what will
// actually be charged — never to the parts planned before the payment.
import { asc, eq } from '@lender/db/orm';
import { clients, scheduledCharges } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { createNoticesTestCore } from '../../testing/notices-fixtures';
import { recordPayment } from '../back-office/record-payment';
import { chargeInParts } from './charge-in-parts';
import { owedOn } from './plan-scheduled-charges';
import { runDirectDebits } from './run-direct-debits';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

const at = (date: string) => t.clock.set(new Date(`${date}T14:00:00Z`));

describe('the pre-notices of a split charge of a debt partly paid since', () => {
  it('add up to what the loan owes on payday, to the centavo, none above its part', async () => {
    const loan = await mandatedLoan(t);
    await t.core.db
      .update(clients)
      .set({
        salaryCycle: 'semi_monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
      })
      .where(eq(clients.id, loan.clientId));
    at('2026-03-09');
    await runDirectDebits(t.core);
    const mandateId = loan.mandates[0]?.id as number;
    await chargeInParts(t.core, {
      actorId: loan.clientId,
      params: { id: mandateId },
      body: { inParts: true },
    });
    const rows = () =>
      t.core.db
        .select()
        .from(scheduledCharges)
        .where(eq(scheduledCharges.loanId, loan.loanId))
        .orderBy(asc(scheduledCharges.id));
    const planned = await rows();
    expect(planned.map((row) => row.amount).slice(0, 3)).toEqual([1_000_00, 1_000_00, 1_000_00]);
    // Tuesday 10 March: MXN 2,000.00 paid at a bank's window.
    const cashier = await t.core.backOfficeUsers.create({
      email: 'caja.parcial@lender.test',
      name: 'Caja',
      password: 'a-long-cashier-password',
      role: 'admin',
    });
    at('2026-03-10');
    await recordPayment(t.core, {
      actorId: cashier.id,
      params: { id: loan.loanId },
      body: {
        amount: { amount: 2_000_00 },
        paidOn: '2026-03-10',
        reference: `split-partly-paid-${loan.loanId}`,
        reason: 'Pago parcial en ventanilla',
      },
    });
    const owed = await owedOn(t.core, t.core.db, loan.loanId, '2026-03-17');
    expect(owed).toBeLessThan(planned.reduce((sum, row) => sum + row.amount, 0));
    // Wednesday 11 March: the notices for payday Tuesday 17 are queued.
    at('2026-03-11');
    await runDirectDebits(t.core);
    const noticed = (await rows()).filter((row) => row.status === 'noticed');
    expect(noticed.reduce((sum, row) => sum + row.amount, 0)).toBe(owed);
    for (const row of noticed) expect(row.amount).toBeLessThanOrEqual(1_000_00);
  });
});
