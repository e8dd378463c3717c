import { LOAN_STATUS } from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import { CLOSED_LOAN_STATUSES } from './closed-loans';

describe('closed loans (the no-loan page history)', () => {
  it('are the loans that are over: paid, terminated, sold and written off — never draft, active or on hold', () => {
    expect([...CLOSED_LOAN_STATUSES].sort()).toEqual(
      [LOAN_STATUS.paid, LOAN_STATUS.terminated, LOAN_STATUS.soldDebt, LOAN_STATUS.writeOff].sort(),
    );
    for (const open of [LOAN_STATUS.draft, LOAN_STATUS.active, LOAN_STATUS.onHold]) {
      expect(CLOSED_LOAN_STATUSES).not.toContain(open);
    }
  });
});
