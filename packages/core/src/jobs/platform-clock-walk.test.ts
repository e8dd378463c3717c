// Issue 54 "done when": two loans walked through a month of platform time by the back office's
// platform clock alone — every job runs because its time passed, never because a test called it.
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { clients, loans } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedApplication, type LendingTestCore, signWithCode } from '../../testing/lending-fixtures';
import { createNoticesTestCore, noticesOf, outboxTo } from '../../testing/notices-fixtures';
import { refusal } from '../../testing/refusal';
import { recordPayment } from '../back-office/record-payment';
import { riskReport } from '../back-office/reports/risk-report';
import { today } from '../clock';
import { collectionsCase } from '../collections/collections-case';
import { collectionsClaim } from '../collections/collections-claim';
import { collectionsLogContact } from '../collections/collections-log-contact';
import { loanEntries } from '../ledger/ledger';
import { advancePlatformClock } from './advance-platform-clock';
import { mexicoCityDateTime, platformClock } from './platform-clock';

let t: LendingTestCore;
let admin: number;
let ana: number;
beforeAll(async () => {
  t = await createNoticesTestCore();
  const user = (email: string, role: 'admin' | 'collections') =>
    t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-walk-password', role });
  admin = (await user('reloj@lender.test', 'admin')).id;
  ana = (await user('ana.walk@lender.test', 'collections')).id;
});
afterAll(() => t.close());

/** Moves the platform to a Mexico City wall time; the answer's job counts by job. */
async function walkTo(to: string) {
  const moved = await advancePlatformClock(t.core, { actorId: admin, body: { to } });
  expect(moved.clock.dateTime).toBe(to);
  return { ...moved, job: (name: string) => moved.jobs.find((job) => job.job === name) };
}

/** The loan's row, its late-fee postings and its reminder notices (template, day sent). */
async function loanState(loanId: number, clientId: number) {
  const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
  const lateFees = (await loanEntries(t.core.db, loanId)).filter(
    (entry) => entry.kind === 'late_fee' && entry.account === 'fee_receivable:late_fee',
  );
  const reminders = (await noticesOf(t, clientId))
    .filter((n) => n.channel === 'sms' && n.template.startsWith('reminder_') && n.sentAt)
    .map((n) => `${n.template} ${today({ now: () => n.sentAt as Date })}`);
  return { loan, lateFees, reminders };
}

describe('a month of platform time, moved from the back office', () => {
  it('reminds, charges, decides promises, keeps the contact window, closes the month and checks the books', async () => {
    // Two loans signed on Monday 2 March 2026 and paid out by the payouts job, due Monday 16 March.
    const signed = [];
    for (const amount of [3_000_00, 4_000_00]) {
      const app = await acceptedApplication(t, { amount });
      const { loanId } = await signWithCode(t, app);
      signed.push({ ...app, loanId });
    }
    const [kept, broken] = signed as [(typeof signed)[0], (typeof signed)[0]];
    expect(kept.endDate).toBe('2026-03-16');
    expect(await platformClock(t.core)).toMatchObject({ dateTime: '2026-03-02T12:00', aheadMinutes: 0 });

    // To Friday 13 March, noon: the payouts went out, eleven mornings of reminders ran, each on its own day.
    const first = await walkTo('2026-03-13T12:00');
    expect(first.job('payouts-confirm')?.counts.completed).toBe(2);
    expect(first.job('payment-reminders')).toMatchObject({ runs: 11, dueRuns: 11 });
    expect(first.job('loans-overdue')?.runs).toBe(11);
    expect(first.job('reconciliation-check')?.runs).toBe(11);
    const [active] = await t.core.db.select().from(loans).where(eq(loans.id, kept.loanId));
    expect(active?.status).toBe(LOAN_STATUS.active);
    expect((await loanState(kept.loanId, kept.clientId)).reminders).toEqual([
      'reminder_before_due 2026-03-13',
    ]);

    // To Tuesday 17 March, noon: the 1-day reminder was queued on Sunday and waited for the window
    // (closed on Sunday and on Monday 16 March, a holiday). A due date on a holiday may be paid the
    // next bank day, so the 17th is the last day to pay: no late fee and no late reminder yet.
    await walkTo('2026-03-17T12:00');
    const late = await loanState(kept.loanId, kept.clientId);
    expect(late.reminders).toEqual(['reminder_before_due 2026-03-13', 'reminder_before_due 2026-03-17']);
    expect(late.loan?.overdueDays).toBe(0);
    expect(late.lateFees).toHaveLength(0);
    const phone = t.core.pii.decrypt(
      (await t.core.db.query.clients.findFirst({ where: (c, { eq: is }) => is(c.id, kept.clientId) }))
        ?.phoneEnc as string,
    );
    expect(await outboxTo(t, { phone }, 'reminder_after_due')).toHaveLength(0);

    // Wednesday 18 March, noon, inside the contact window: both loans are late (the first late
    // reminder went out this morning), both borrowers promise to pay by Friday 20 March.
    await walkTo('2026-03-18T12:00');
    expect(await outboxTo(t, { phone }, 'reminder_after_due')).toHaveLength(1);
    const promise = async (loan: typeof kept, amount: number) => {
      await collectionsClaim(t.core, {
        actorId: ana,
        params: { id: loan.loanId },
        body: { takeOver: false },
      });
      const [row] = await t.core.db.select().from(loans).where(eq(loans.id, loan.loanId));
      const client = await t.core.db.query.clients.findFirst({
        where: (c, { eq: is }) => is(c.id, row?.clientId as number),
      });
      const to = t.core.pii.decrypt(client?.phoneEnc as string);
      // The phone verified by its code, as registration does (issue 66: only verified numbers).
      await t.core.db
        .update(clients)
        .set({ phoneVerifiedAt: t.core.clock.now() })
        .where(eq(clients.id, client?.id as number));
      const log = (input: { result: 'promised' | 'no_answer' }) =>
        collectionsLogContact(t.core, {
          actorId: ana,
          params: { id: loan.loanId },
          body: {
            channel: 'call',
            direction: 'outbound',
            to,
            ...input,
            ...(input.result === 'promised' && { promise: { date: '2026-03-20', amount } }),
          },
        });
      return log;
    };
    const callKept = await promise(kept, 500_00);
    const callBroken = await promise(broken, 800_00);
    await callKept({ result: 'promised' });
    await callBroken({ result: 'promised' });
    await recordPayment(t.core, {
      actorId: admin,
      params: { id: kept.loanId },
      body: {
        amount: { amount: 500_00 },
        paidOn: today(t.core.clock),
        reference: `walk-kept-${kept.loanId}`,
        reason: 'Pago en ventanilla',
      },
    });

    // Friday 20 March at 22:30: past the window's 22:00, the collector is refused.
    await walkTo('2026-03-20T22:30');
    // Four days past the holiday due date, three past its last day to pay (the 17th): three days
    // overdue, a late fee for each.
    const friday = await loanState(broken.loanId, broken.clientId);
    expect(friday.loan?.overdueDays).toBe(3);
    expect(friday.lateFees).toHaveLength(3);
    expect(await refusal(callBroken({ result: 'no_answer' }))).toMatchObject({
      code: 'outside_contact_window',
      status: 409,
    });

    // Sunday 22 March at 10:00: the promises were decided on Saturday, and Sunday is closed.
    const weekend = await walkTo('2026-03-22T10:00');
    expect(weekend.job('collections-promises')?.counts).toMatchObject({ kept: 1, broken: 1 });
    expect(
      (await collectionsCase(t.core, { actorId: ana, params: { id: kept.loanId } })).promises[0]?.status,
    ).toBe('kept');
    expect(
      (await collectionsCase(t.core, { actorId: ana, params: { id: broken.loanId } })).promises[0]?.status,
    ).toBe('broken');
    expect(await refusal(callBroken({ result: 'no_answer' }))).toMatchObject({
      code: 'outside_contact_window',
    });

    // Wednesday 1 April at 07:00: the month closed, the morning check of 31 March ran and was even.
    const monthEnd = await walkTo('2026-04-01T07:00');
    // Folded after each daily run: the personal-data-erasure job's 03:40 (ADR 292), the
    // payment-plans job's 00:25 (ADR 299), the credit-monitoring job's 06:45 (ADR 332) and the
    // direct-debits job's 08:00 (ADR 329) add runs.
    expect(monthEnd.job('notices-deliver')).toMatchObject({ runs: 80, dueRuns: 14_220 });
    const check = monthEnd.runs.filter((run) => run.job === 'reconciliation-check').at(-1);
    expect(check?.output).toMatchObject({ date: '2026-03-31', trialBalance: 'even', untiedChannels: 0 });
    const end = await loanState(broken.loanId, broken.clientId);
    expect(end.loan?.overdueDays).toBe(15); // 1 April less the 17th of March
    expect(end.lateFees).toHaveLength(15);
    expect(end.reminders.filter((r) => r.startsWith('reminder_after_due'))).toEqual([
      'reminder_after_due 2026-03-18',
      'reminder_after_due 2026-03-20',
      'reminder_after_due 2026-03-24',
    ]); // the 15 days' reminder is this morning's, after 07:00
    const report = await riskReport(t.core, { query: { from: '2026-03', to: '2026-04' } });
    expect(report.vintages.find((v) => v.vintage === '2026-03')).toBeDefined();
    const april = report.rollRates.filter((r) => r.month === '2026-04');
    expect(april.reduce((sum, r) => sum + r.count, 0)).toBe(2);
    expect(april.every((r) => r.from === '8-30')).toBe(true);
    expect(await platformClock(t.core)).toMatchObject({ today: '2026-04-01', advancing: false });
  }, 600_000);

  it('refuses a move backward, one too far, and keeps the clock', async () => {
    const { now, dateTime } = await platformClock(t.core);
    const at = (days: number) => mexicoCityDateTime(new Date(Date.parse(now) + days * 86_400_000));
    const backward = await refusal(advancePlatformClock(t.core, { actorId: admin, body: { to: at(-1) } }));
    expect(backward).toMatchObject({ code: 'validation_failed', status: 400 });
    const tooFar = await refusal(advancePlatformClock(t.core, { actorId: admin, body: { to: at(35.01) } }));
    expect(tooFar).toMatchObject({ code: 'validation_failed', status: 400 });
    expect((await platformClock(t.core)).dateTime).toBe(dateTime);
  });
});
