import { addDays } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  acceptedApplication,
  createLendingTestCore,
  type LendingTestCore,
  signWithCode,
} from '../../testing/lending-fixtures';
import { loanEntries } from '../ledger/ledger';
import { SANDBOX_PAYOUT_CONFIRM_SECONDS } from '../providers/payouts/sandbox';
import type { JobName } from './catalogue';
import { createJobRunner, type JobInfo, type JobRunner } from './runner';

// A loan's life driven by the queue alone: the payout confirmation activates it, the reminder goes
// out before the due date, and the overdue run charges late fees once.
describe('lending jobs through the queue', () => {
  let t: LendingTestCore;
  let runner: JobRunner;
  beforeAll(async () => {
    t = await createLendingTestCore();
  });
  afterEach(async () => {
    await runner?.stop();
  });
  afterAll(() => t.close());

  async function run(name: JobName): Promise<JobInfo> {
    const id = (await runner.enqueue(name)) as string;
    return vi.waitFor(
      async () => {
        const job = await runner.getJob(name, id);
        expect(job?.state).toBe('completed');
        return job as JobInfo;
      },
      { timeout: 20_000, interval: 100 },
    );
  }

  it('activates, reminds and charges late fees, each once', async () => {
    runner = createJobRunner({
      core: t.core,
      pollingIntervalSeconds: 0.5,
      schedule: false,
      catchUpOnStart: false,
    });
    await runner.start();
    const app = await acceptedApplication(t);
    const { loanId } = await signWithCode(t, app);

    t.clock.advance(SANDBOX_PAYOUT_CONFIRM_SECONDS * 1000);
    expect((await run('payouts-confirm')).output).toMatchObject({ completed: 1 });
    const [active] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
    expect(active?.status).toBe(LOAN_STATUS.active);

    // The notices of the signing and the payout go out first (the notices-deliver job's work).
    await t.core.notices.deliverDue();
    // Three days before the due date, at noon in Mexico City.
    t.clock.set(`${addDays(app.endDate, -3)}T18:00:00Z`);
    expect((await run('payment-reminders')).output).toMatchObject({ sent: 2 });
    expect((await run('payment-reminders')).output).toMatchObject({ sent: 0, skipped: 1 });
    const reminders = t.sms.filter((m) => m.purpose === 'reminder_before_due');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('vence en 3 días');

    t.clock.set(`${addDays(app.endDate, 10)}T18:00:00Z`);
    const overdue = await run('loans-overdue');
    expect(overdue.output).toMatchObject({ date: addDays(app.endDate, 10) });
    expect(overdue.output?.charged).toBeGreaterThan(0);
    expect((await run('loans-overdue')).output).toMatchObject({ charged: 0 });
    const fees = (await loanEntries(t.core.db, loanId)).filter(
      (e) => e.kind === 'late_fee' && e.account === 'fee_receivable:late_fee',
    );
    expect(fees).toHaveLength(overdue.output?.charged as number);
  });
});
