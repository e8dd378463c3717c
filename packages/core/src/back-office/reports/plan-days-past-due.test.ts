import { LOAN_STATUS } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { planDaysPastDue, type StartedPlan } from '../../ledger/payment-plan-days';
import { type LoanHistory, loanOn, overdueDaysOn } from './loan-history';

// Issue 62 point 3: the credit-bureau file and the reports read a loan on a payment plan by the plan
// (ADR 299), month end by month end — never by the due date the plan replaced. A loan due on
// 2 March 2026 is 14 days late when its plan starts on 16 March: instalments of $1,000.00 on
// 31 March, 15 April and 30 April.

const instalments = [
  { dueDate: '2026-03-31', amount: 1_000_00 },
  { dueDate: '2026-04-15', amount: 1_000_00 },
  { dueDate: '2026-04-30', amount: 1_000_00 },
];

const payment = (date: string, paid: number) => ({
  date,
  principal: 0,
  balance: -paid,
  writtenOffPrincipal: 0,
  interestCollected: 0,
  feesCollected: 0,
  paid,
  payments: 1,
});

function loan(plan: Partial<StartedPlan> | null, payments: Array<[string, number]>): LoanHistory {
  return {
    id: 1,
    status: LOAN_STATUS.active,
    principal: 2_500_00,
    startDate: '2026-02-16',
    closedOn: null,
    firstDueDate: '2026-03-02',
    extensions: [],
    plans: plan ? [{ status: 'active', startedOn: '2026-03-16', endedOn: null, instalments, ...plan }] : [],
    movements: [
      { ...payment('2026-02-16', 0), principal: 2_500_00, balance: 3_000_00, payments: 0 },
      ...payments.map(([date, paid]) => payment(date, paid)),
    ],
  };
}

describe('a loan on a payment plan, month end by month end, as the bureau file reads it', () => {
  it('without a plan: the days since the due date it had (the case the plan replaces)', () => {
    const none = loan(null, []);
    expect(overdueDaysOn(none, '2026-03-31')).toBe(29);
    expect(overdueDaysOn(none, '2026-04-30')).toBe(59);
  });

  it('a plan kept: current at every month end, though the original due date is long past', () => {
    const kept = loan({}, [
      ['2026-03-30', 1_000_00],
      ['2026-04-15', 1_000_00],
    ]);
    expect(overdueDaysOn(kept, '2026-03-31')).toBe(0);
    expect(overdueDaysOn(kept, '2026-04-30')).toBe(0);
    expect(loanOn(kept, '2026-04-30')?.overdueDays).toBe(0);
  });

  it('a plan running one instalment behind: the days since that instalment, not since 2 March', () => {
    const behind = loan({}, [['2026-03-31', 1_000_00]]);
    // The second instalment (15 April) unpaid at the end of April: 15 days past due, not 59.
    expect(overdueDaysOn(behind, '2026-04-30')).toBe(15);
  });

  it('a broken plan counts from the instalment it missed, not from the original due date', () => {
    const broken = loan({ status: 'broken', endedOn: '2026-04-04' }, []);
    // The first instalment (31 March) was missed: 30 days at the end of April, not 59.
    expect(overdueDaysOn(broken, '2026-04-30')).toBe(30);
  });

  it('a plan whose instalments were all paid (completed) is current from the day it ended', () => {
    const cured = loan({ status: 'completed', endedOn: '2026-04-28' }, [['2026-04-28', 3_000_00]]);
    expect(overdueDaysOn(cured, '2026-04-30')).toBe(0);
  });

  it('before the plan started the loan was late by its own due date', () => {
    expect(overdueDaysOn(loan({}, []), '2026-03-15')).toBe(13);
  });
});

describe('days past due from the last day to pay (ADR 211, 322): the late fees’ count', () => {
  it('a due date on a Sunday: the Monday is free, the Tuesday is one day late', () => {
    const sunday = { ...loan(null, []), firstDueDate: '2026-03-22' };
    expect(overdueDaysOn(sunday, '2026-03-22')).toBe(0);
    expect(overdueDaysOn(sunday, '2026-03-23')).toBe(0);
    expect(overdueDaysOn(sunday, '2026-03-24')).toBe(1);
    expect(loanOn(sunday, '2026-03-31')?.overdueDays).toBe(8);
  });

  it('an extension to Holy Thursday 2026: late from Tuesday 7 April, after Friday, the weekend and Monday', () => {
    const extended = { ...loan(null, []), extensions: [{ paidOn: '2026-03-01', newDueDate: '2026-04-02' }] };
    expect(overdueDaysOn(extended, '2026-04-06')).toBe(0);
    expect(overdueDaysOn(extended, '2026-04-07')).toBe(1);
    expect(overdueDaysOn(extended, '2026-04-30')).toBe(24);
  });

  it('a plan’s instalment on a Saturday before a holiday Monday counts from the Tuesday', () => {
    // Saturday 14 March 2026; Monday the 16th is a holiday: the 17th is its last day to pay.
    const onSaturday = [{ dueDate: '2026-03-14', amount: 1_000_00 }, ...instalments.slice(1)];
    const plan: StartedPlan = {
      status: 'active',
      startedOn: '2026-03-01',
      endedOn: null,
      instalments: onSaturday,
    };
    expect(planDaysPastDue(plan, 0, '2026-03-17')).toBe(0);
    expect(planDaysPastDue(plan, 0, '2026-03-18')).toBe(1);
    expect(planDaysPastDue(plan, 0, '2026-03-31')).toBe(14);
    expect(planDaysPastDue(plan, 999_99, '2026-03-31')).toBe(14); // a centavo short is not paid
    expect(planDaysPastDue(plan, 1_000_00, '2026-03-31')).toBe(0);
  });

  it('a year no holiday list held (2031): Saturday 15 March, Monday the 17th a holiday', () => {
    const later = { ...loan(null, []), firstDueDate: '2031-03-15', startDate: '2031-03-01' };
    expect(overdueDaysOn(later, '2031-03-18')).toBe(0);
    expect(overdueDaysOn(later, '2031-03-19')).toBe(1);
  });
});
