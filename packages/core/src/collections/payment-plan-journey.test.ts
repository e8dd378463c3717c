// Issue 52 "done when": a payment plan runs through a loan's life on the platform clock — requested
// by the borrower and approved by collections, instalments paid to the end; and one offered by
// collections, accepted, then broken — with its postings, notices and risk-report tags. Every job
// runs because the back office moved the platform clock past its time (ADR 299).
import { LOAN_STATUS } from '@lender/calculator/platform';
import { eq } from '@lender/db/orm';
import { loans, paymentPlans as planRows } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../testing/collections-fixtures';
import { acceptedApplication, type LendingTestCore, signWithCode } from '../../testing/lending-fixtures';
import { createNoticesTestCore, noticesOf } from '../../testing/notices-fixtures';
import { auditLog } from '../back-office/audit-log';
import { recordPayment } from '../back-office/record-payment';
import { overdueDaysOn, readLoanHistories } from '../back-office/reports/loan-history';
import { riskReport } from '../back-office/reports/risk-report';
import { today } from '../clock';
import { advancePlatformClock } from '../jobs/advance-platform-clock';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances, loanEntries } from '../ledger/ledger';
import { acceptPaymentPlan } from './accept-payment-plan';
import { collectionsQueue } from './collections-queue';
import { decidePaymentPlan } from './decide-payment-plan';
import { offerPaymentPlan } from './offer-payment-plan';
import { paymentPlanOptions } from './payment-plan-options';
import { paymentPlans } from './payment-plans';
import { requestPaymentPlan } from './request-payment-plan';

let t: LendingTestCore;
let admin: number;
let ana: number;
beforeAll(async () => {
  t = await createNoticesTestCore();
  const user = (email: string, role: 'admin' | 'collections') =>
    t.core.backOfficeUsers.create({ email, name: email, password: 'a-long-plan-password', role });
  admin = (await user('reloj.plan@lender.test', 'admin')).id;
  ana = (await user('ana.plan@lender.test', 'collections')).id;
});
afterAll(() => t.close());

async function walkTo(to: string) {
  const moved = await advancePlatformClock(t.core, { actorId: admin, body: { to } });
  expect(moved.clock.dateTime).toBe(to);
  return { ...moved, job: (name: string) => moved.jobs.find((job) => job.job === name) };
}

async function loanOf(loanId: number) {
  const [loan] = await t.core.db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new Error('no loan');
  return loan;
}

/** Whether the loan is in the collections queue, with the days past due it shows there. */
async function queued(loanId: number) {
  const page = await collectionsQueue(t.core, {
    actorId: ana,
    query: {
      page: 1,
      perPage: 100,
      claim: 'all',
      sort: '-overdueDays',
    },
  });
  const row = page.items.find((item) => item.loanId === loanId);
  if (row) expect(row.overdueDays).toBe((await loanOf(loanId)).overdueDays);
  return row !== undefined;
}

/** The days past due the credit-bureau file reports for the loan today (ADR 299). */
async function bureauDaysPastDue(loanId: number) {
  const date = today(t.core.clock);
  const history = (await readLoanHistories(t.core.db, date)).find((loan) => loan.id === loanId);
  if (!history) throw new Error('no history');
  return overdueDaysOn(history, date);
}

async function planOf(loanId: number) {
  const [plan] = await t.core.db.select().from(planRows).where(eq(planRows.loanId, loanId));
  if (!plan) throw new Error('no plan');
  return plan;
}

/** The late-fee postings of a loan, by reference. */
async function lateFees(loanId: number) {
  return (await loanEntries(t.core.db, loanId))
    .filter((entry) => entry.kind === 'late_fee' && entry.account === 'fee_receivable:late_fee')
    .map((entry) => entry.reference);
}

/** The plan notices of a client: their event ids. */
async function planNotices(clientId: number) {
  return (await noticesOf(t, clientId))
    .filter((notice) => notice.template === 'payment_plan' && notice.channel === 'sms')
    .map((notice) => notice.eventId);
}

const pay = (loanId: number, amount: number, reference: string) =>
  recordPayment(t.core, {
    actorId: admin,
    params: { id: loanId },
    body: {
      amount: { amount },
      paidOn: today(t.core.clock),
      reference,
      reason: 'Pago en ventanilla',
    },
  });

describe('a payment plan through a loan’s life, on the platform clock', () => {
  it('is requested, approved, paid, watched and completed; another is offered, accepted and broken', async () => {
    // Two loans signed on Monday 2 March 2026, due Monday 16 March (a holiday: payable on the 17th).
    const signed = [];
    for (const amount of [3_000_00, 2_000_00]) {
      const app = await acceptedApplication(t, { amount });
      const { loanId } = await signWithCode(t, app);
      signed.push({ ...app, loanId });
    }
    const [kept, broken] = signed as [(typeof signed)[0], (typeof signed)[0]];

    // Friday 20 March: three days late (the 18th, 19th and 20th; the 16th and the 17th were free),
    // three late fees each.
    await walkTo('2026-03-20T12:00');
    expect((await loanOf(kept.loanId)).overdueDays).toBe(3);
    expect(await bureauDaysPastDue(kept.loanId)).toBe(3);
    expect(await queued(kept.loanId)).toBe(true); // with the same 3 days
    expect(await lateFees(kept.loanId)).toHaveLength(3);
    const options = await paymentPlanOptions(t.core, { actorId: kept.clientId });
    expect(options).toMatchObject({ allowed: true, minInstalments: 2, maxInstalments: 4, current: null });
    const owed = outstandingOf(await loanBalances(t.core.db, kept.loanId));
    expect(Math.round(options.total.amount * 100)).toBe(owed);

    // The borrower asks for three instalments from Friday 27 March; a date too far is refused.
    const tooFar = requestPaymentPlan(t.core, {
      actorId: kept.clientId,
      body: { instalments: 3, firstDate: '2026-04-30', reason: 'job_loss' },
    });
    expect(await refusal(tooFar)).toMatchObject({ code: 'validation_failed', status: 400 });
    const requested = await requestPaymentPlan(t.core, {
      actorId: kept.clientId,
      body: { instalments: 3, firstDate: '2026-03-27', reason: 'job_loss' },
    });
    expect(requested.status).toBe('requested');
    expect(requested.instalments.map((i) => i.dueDate)).toEqual(['2026-03-27', '2026-04-11', '2026-04-26']);
    expect((await loanOf(kept.loanId)).dueDate).toBe('2026-03-16');

    // Collections approves it: the balance falls due on the last instalment; the loan is as late as
    // the plan says (no instalment due yet: 0 days), so it leaves the collections queue.
    const approved = await decidePaymentPlan(t.core, {
      actorId: ana,
      params: { id: requested.id },
      body: { decision: 'approve' },
    });
    expect(approved).toMatchObject({ status: 'active', startedOn: '2026-03-20', watchUntil: '2026-04-19' });
    const again = decidePaymentPlan(t.core, {
      actorId: ana,
      params: { id: requested.id },
      body: { decision: 'decline' },
    });
    expect(await refusal(again)).toMatchObject({ code: 'invalid_transition' });
    expect(await loanOf(kept.loanId)).toMatchObject({ dueDate: '2026-04-26', overdueDays: 0 });
    expect(await queued(kept.loanId)).toBe(false);
    const plan = await planOf(kept.loanId);
    // Without new fees: the instalments sum to what the loan owed.
    expect(plan.total).toBe(owed);
    expect(plan.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(owed);

    // The other borrower is offered two instalments from Wednesday 25 March and accepts.
    const offered = await offerPaymentPlan(t.core, {
      actorId: ana,
      params: { id: broken.loanId },
      body: { instalments: 2, firstDate: '2026-03-25', reason: 'income_drop' },
    });
    expect(offered).toMatchObject({ status: 'offered', offered: true });
    expect((await acceptPaymentPlan(t.core, { actorId: broken.clientId })).status).toBe('active');
    expect((await loanOf(broken.loanId)).dueDate).toBe('2026-04-09');

    const tags = async () =>
      Object.fromEntries(
        (
          await riskReport(t.core, { query: { from: '2026-03', to: today(t.core.clock).slice(0, 7) } })
        ).tags.map((tag) => [tag.tag, tag.count]),
      );
    expect(await tags()).toEqual({ payment_plan: 2, payment_plan_watch: 2 });

    // Friday 27 March: the first instalment is paid; no late fee was posted while the plans ran.
    await walkTo('2026-03-27T12:00');
    const [first, second, third] = plan.instalments as [
      (typeof plan.instalments)[0],
      (typeof plan.instalments)[0],
      (typeof plan.instalments)[0],
    ];
    await pay(kept.loanId, first.amount, `plan-1-${kept.loanId}`);
    expect(await lateFees(kept.loanId)).toHaveLength(3);
    expect(await lateFees(broken.loanId)).toHaveLength(3);
    // The other plan's instalment of Wednesday the 25th is unpaid: two days late by the plan, in the
    // collections queue with the days the credit-bureau file reports.
    expect((await loanOf(broken.loanId)).overdueDays).toBe(2);
    expect(await queued(broken.loanId)).toBe(true);
    expect(await bureauDaysPastDue(broken.loanId)).toBe(2);

    // Monday 30 March: the other plan's instalment of the 25th stayed unpaid past the three days'
    // grace; on the 29th the plan broke, the rest fell due on the 25th and late fees count from it.
    const monday = await walkTo('2026-03-30T12:00');
    expect(monday.job('payment-plans')?.runs).toBeGreaterThan(0);
    expect((await planOf(broken.loanId)).status).toBe('broken');
    expect(await loanOf(broken.loanId)).toMatchObject({ dueDate: '2026-03-25', overdueDays: 5 });
    // Broken: collections and the credit-bureau file both count from the instalment it missed.
    expect(await queued(broken.loanId)).toBe(true);
    expect(await bureauDaysPastDue(broken.loanId)).toBe(5);
    expect((await lateFees(broken.loanId)).filter((ref) => ref.startsWith('late:2026-03-25:'))).toHaveLength(
      5,
    );
    expect(await planNotices(broken.clientId)).toEqual([
      `payment_plan:${offered.id}:offered`,
      `payment_plan:${offered.id}:approved`,
      `payment_plan:${offered.id}:broken`,
    ]);
    // After a broken plan the borrower may not ask again; collections may offer.
    expect((await paymentPlanOptions(t.core, { actorId: broken.clientId })).allowed).toBe(false);
    expect(await tags()).toEqual({ payment_plan: 1, payment_plan_watch: 1, payment_plan_broken: 1 });

    // Saturday 11 April: the second instalment, on its day.
    await walkTo('2026-04-11T12:00');
    await pay(kept.loanId, second.amount, `plan-2-${kept.loanId}`);

    // Monday 20 April: the watch period (to the 19th) passed with every instalment due paid: the
    // loan is current again, days past due 0.
    await walkTo('2026-04-20T12:00');
    expect(await loanOf(kept.loanId)).toMatchObject({
      status: LOAN_STATUS.active,
      overdueDays: 0,
      dueDate: '2026-04-26',
    });
    // Cured: current for collections (out of the queue) and for the credit-bureau file alike.
    expect(await queued(kept.loanId)).toBe(false);
    expect(await bureauDaysPastDue(kept.loanId)).toBe(0);
    expect(await tags()).toMatchObject({ payment_plan: 1 });
    expect((await tags()).payment_plan_watch).toBeUndefined();

    // Sunday 26 April: the last instalment pays the loan off; the next night completes the plan.
    await walkTo('2026-04-26T12:00');
    await pay(kept.loanId, third.amount, `plan-3-${kept.loanId}`);
    await walkTo('2026-04-27T12:00');
    expect((await loanOf(kept.loanId)).status).toBe(LOAN_STATUS.paid);
    expect(outstandingOf(await loanBalances(t.core.db, kept.loanId))).toBe(0);
    expect(await lateFees(kept.loanId)).toHaveLength(3);
    const [done] = await paymentPlans(t.core, { params: { id: kept.loanId } });
    expect(done).toMatchObject({ status: 'completed', endedOn: '2026-04-27' });
    expect(done?.instalments.every((i) => i.paid)).toBe(true);
    expect(await planNotices(kept.clientId)).toEqual([
      `payment_plan:${requested.id}:requested`,
      `payment_plan:${requested.id}:approved`,
      `payment_plan:${requested.id}:cured`,
      `payment_plan:${requested.id}:completed`,
    ]);

    // Audited: the borrower's request, collections' approval, the loan's restructure and its cure.
    const audit = await auditLog(t.core, {
      query: {
        entityType: 'loan',
        entityId: String(kept.loanId),
        page: 1,
        perPage: 100,
      },
    });
    const actions = audit.items.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'collections.payment_plan',
        'loan.restructure',
        'loan.restructure_cured',
        'loan.paid',
      ]),
    );
    expect((await loanOf(broken.loanId)).status).not.toBe(LOAN_STATUS.paid);
  }, 600_000);
});
