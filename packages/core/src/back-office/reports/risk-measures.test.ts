import { LOAN_STATUS } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { defaultDateOf, rollStateOn } from '../../../testing/risk-oracle';
import type { LoanHistory } from './loan-history';
import { extensionCure } from './risk-measures';

const loan = (over: Partial<LoanHistory>): LoanHistory => ({
  id: 1,
  status: LOAN_STATUS.active,
  principal: 3_000_00,
  startDate: '2026-03-02',
  closedOn: null,
  firstDueDate: '2026-03-16',
  extensions: [],
  plans: [],
  movements: [
    {
      date: '2026-03-02',
      principal: 3_000_00,
      balance: 3_600_00,
      writtenOffPrincipal: 0,
      interestCollected: 0,
      feesCollected: 0,
      paid: 0,
      payments: 0,
    },
  ],
  ...over,
});

// The definitions the stored month ends meet (ADR 294), held by the ledger-walking oracle they are
// tested against.
describe('measures that follow a loan (ADR 144)', () => {
  it('moves the due date with each paid extension, so an extended loan is current again', () => {
    const extended = loan({ extensions: [{ paidOn: '2026-03-20', newDueDate: '2026-04-15' }] });
    expect(rollStateOn(extended, '2026-03-19')).toBe('1-7');
    expect(rollStateOn(extended, '2026-03-31')).toBe('current');
    expect(rollStateOn(extended, '2026-04-30')).toBe('8-30');
    expect(rollStateOn(extended, '2026-03-01')).toBeNull();
  });

  it('dates a default at 91 days past due under the due date then in force, or at the write-off', () => {
    expect(defaultDateOf(loan({}))).toBe('2026-06-15');
    expect(defaultDateOf(loan({ extensions: [{ paidOn: '2026-04-01', newDueDate: '2026-05-01' }] }))).toBe(
      '2026-07-31',
    );
    expect(defaultDateOf(loan({ status: LOAN_STATUS.paid, closedOn: '2026-05-01' }))).toBeNull();
    expect(defaultDateOf(loan({ status: LOAN_STATUS.writeOff, closedOn: '2026-05-01' }))).toBe('2026-05-01');
  });

  it('cures an extension paid on time, relapses one that went overdue, waits for one not yet due', () => {
    const extensions = [{ paidOn: '2026-03-10', newDueDate: '2026-04-09' }];
    const loans = [
      loan({ id: 1, extensions, status: LOAN_STATUS.paid, closedOn: '2026-04-08' }),
      loan({ id: 2, extensions }),
      loan({ id: 3, extensions: [{ paidOn: '2026-03-20', newDueDate: '2026-06-30' }] }),
      loan({ id: 4, extensions, status: LOAN_STATUS.paid, closedOn: '2026-04-20' }),
    ];
    expect(extensionCure(loans, ['2026-03'], '2026-05-01')).toEqual([
      { month: '2026-03', extended: 4, cured: 1, relapsed: 2, pending: 1, rate: 1 / 3 },
    ]);
    expect(extensionCure(loans, ['2026-03'], '2026-04-01')[0]).toMatchObject({
      cured: 1,
      relapsed: 0,
      pending: 3,
    });
  });
});
