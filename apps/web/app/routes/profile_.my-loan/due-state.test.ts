import type { Loan } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { dueState } from './MyLoanParts';

/** A loan whose payment falls on `dueDate`, read on `today`. */
function loanOn(dueDate: string, today: string): Loan {
  const dueDays = Math.round(
    (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return { repaymentInvoice: { dueDate, dueDays } } as unknown as Loan;
}

describe('dueState: what my loan says of the due date, counted as the late fees are', () => {
  it('counts down to the due date, then waits through the last day to pay', () => {
    // Sunday 29 November 2026: Monday the 30th is the last day to pay without a charge.
    expect(dueState(loanOn('2026-11-29', '2026-11-27'))).toBe(2);
    expect(dueState(loanOn('2026-11-29', '2026-11-29'))).toBe(0);
    expect(dueState(loanOn('2026-11-29', '2026-11-30'))).toBe(0);
  });

  it('is one day late the day after the last day to pay, not two', () => {
    expect(dueState(loanOn('2026-11-29', '2026-12-01'))).toBe(-1);
    expect(dueState(loanOn('2026-11-29', '2026-12-10'))).toBe(-10);
  });

  it('counts a weekday due date from itself, and a holiday weekend from the next bank day', () => {
    expect(dueState(loanOn('2026-12-02', '2026-12-03'))).toBe(-1);
    // Holy Thursday 2 April 2026: Good Friday and the weekend follow; Monday the 6th is the last day.
    expect(dueState(loanOn('2026-04-02', '2026-04-06'))).toBe(0);
    expect(dueState(loanOn('2026-04-02', '2026-04-07'))).toBe(-1);
  });

  it('says nothing when there is nothing to pay', () => {
    expect(dueState({ repaymentInvoice: null } as unknown as Loan)).toBeNull();
  });
});
