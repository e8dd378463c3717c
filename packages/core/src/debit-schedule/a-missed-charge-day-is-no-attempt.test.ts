// A CONDUSEF examiner's attack on the attempts of a payday charge (ADR 329, 372): the job did not run
// on payday, so nothing was presented to the bank. That day is no attempt: the charge the borrower
// is next noticed of is still attempt 1, and after an insufficient-funds answer the setting's retry
// (attempt 2) is still theirs — each attempt number counts a debit the bank was actually asked for.
import { addDays } from '@lender/calculator/kernel';
import { asc, eq } from '@lender/db/orm';
import { borrowerNotices, clients, scheduledCharges } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { mandatedLoan } from '../../testing/mandate-fixtures';
import { createNoticesTestCore } from '../../testing/notices-fixtures';
import { confirmSettledDebits } from '../payments/charge-under-mandate';
import type { DirectDebitPort } from '../providers/direct-debit/port';
import { sandboxDirectDebit } from '../providers/direct-debit/sandbox';
import { runDirectDebits } from './run-direct-debits';

let t: LendingTestCore;
beforeAll(async () => {
  t = await createNoticesTestCore();
});
afterAll(() => t.close());

/** The sandbox clearing house answering insufficient funds (its centavos 51) once, then accepting. */
function shortOnce(): DirectDebitPort {
  const sandbox = sandboxDirectDebit();
  let asked = 0;
  return {
    name: 'sandbox-short-once',
    sandbox: true,
    debit: (request) => sandbox.debit({ ...request, amount: ++asked === 1 ? 100_51 : 100_00 }),
  };
}

describe('a charge day the job missed', () => {
  it('is no attempt: the next debit presented is attempt 1, and its retry after insufficient funds attempt 2', async () => {
    const loan = await mandatedLoan(t);
    await t.core.db
      .update(clients)
      .set({
        salaryCycle: 'semi_monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
      })
      .where(eq(clients.id, loan.clientId));
    const port = shortOnce();
    const ctx = { ...t.core, directDebit: port };
    for (let date = '2026-03-09'; date <= '2026-05-05'; date = addDays(date, 1)) {
      if (date === '2026-03-17') continue; // payday: the job did not run
      t.clock.set(new Date(`${date}T14:00:00Z`));
      await runDirectDebits(ctx);
      t.clock.set(new Date(`${date}T14:05:00Z`));
      await t.core.notices.deliverDue();
      await confirmSettledDebits(ctx);
    }
    const rows = await t.core.db
      .select()
      .from(scheduledCharges)
      .where(eq(scheduledCharges.loanId, loan.loanId))
      .orderBy(asc(scheduledCharges.id));
    const presented = rows.filter((row) => row.mandateChargeId !== null);
    expect(presented.map((row) => [row.attempt, row.status, row.declineKind])).toEqual([
      [1, 'declined', 'insufficient_funds'],
      [2, 'accepted', null],
    ]);
    expect(presented.every((row) => row.chargeOn > '2026-03-17')).toBe(true);
    // The moved attempt was announced again for its new day, before it was presented.
    const [moved] = presented;
    const announced = await t.core.db
      .select()
      .from(borrowerNotices)
      .where(eq(borrowerNotices.eventId, `scheduled-charge:${moved?.id}:pre-notice:${moved?.chargeOn}`));
    expect(announced.some((notice) => notice.status === 'sent')).toBe(true);
  });
});
