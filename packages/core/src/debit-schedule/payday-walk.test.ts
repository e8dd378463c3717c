import { and, asc, eq } from '@lender/db/orm';
import { borrowerNotices, clients, mandateCharges, payments, scheduledCharges } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { acceptedApplication, signWithCode } from '../../testing/lending-fixtures';
import { createNoticesTestCore } from '../../testing/notices-fixtures';
import { advancePlatformClock } from '../jobs/advance-platform-clock';
import { directDebitConsent } from '../payments/direct-debit-consent';

// Issue 66 point 2 "done when", on the platform clock alone (ADR 288, 329): the back office moves
// the sandbox's time and every job runs because its time passed — the payout, the `direct-debits`
// job's plan, pre-notice and charge, the notices in the contact window, the sandbox clearing house's
// settlement — and the loan signed with a CLABE mandate is paid on the borrower's payday.

let t: LendingTestCore;
let admin: number;
beforeAll(async () => {
  t = await createNoticesTestCore();
  admin = (
    await t.core.backOfficeUsers.create({
      email: 'reloj.domiciliacion@lender.test',
      name: 'Reloj',
      password: 'a-long-walk-password',
      role: 'admin',
    })
  ).id;
});
afterAll(() => t.close());

describe('a payday charge on the platform clock', () => {
  it('announces on 11 March, charges on payday Tuesday 17 March, settles on the 18th', async () => {
    // Signed Monday 2 March 2026, due Monday 16 March (a bank holiday), by a borrower paid on the quincena.
    const app = await acceptedApplication(t);
    await t.core.db
      .update(clients)
      .set({
        salaryCycle: 'semi_monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
      })
      .where(eq(clients.id, app.clientId));
    await directDebitConsent(t.core, {
      actorId: app.clientId,
      body: { accepted: true, paymentType: 'clabe' },
    });
    const { loanId } = await signWithCode(t, app);
    const moved = await advancePlatformClock(t.core, { actorId: admin, body: { to: '2026-03-18T12:00' } });
    expect(moved.jobs.find((job) => job.job === 'direct-debits')?.runs).toBeGreaterThanOrEqual(16);

    const [charge] = await t.core.db
      .select()
      .from(scheduledCharges)
      .where(eq(scheduledCharges.loanId, loanId))
      .orderBy(asc(scheduledCharges.id));
    expect(charge).toMatchObject({ chargeOn: '2026-03-17', attempt: 1, status: 'accepted', method: 'clabe' });
    const notices = await t.core.db
      .select()
      .from(borrowerNotices)
      .where(
        and(eq(borrowerNotices.clientId, app.clientId), eq(borrowerNotices.template, 'debit_pre_notice')),
      );
    const sentOn = notices.map((n) => n.sentAt?.toISOString().slice(0, 10));
    expect(sentOn.length).toBeGreaterThan(0);
    expect(sentOn.every((day) => day === '2026-03-11')).toBe(true);
    const [paid] = await t.core.db
      .select({ payment: payments })
      .from(mandateCharges)
      .innerJoin(payments, eq(payments.id, mandateCharges.paymentId))
      .where(eq(mandateCharges.id, charge?.mandateChargeId as number));
    expect(paid?.payment).toMatchObject({ status: 'completed', paidAmount: charge?.amount });
  }, 180_000);
});
