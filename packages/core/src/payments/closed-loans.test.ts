import { LOAN_STATUS } from '@lender/calculator/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { CLOSED_LOAN_STATUSES, closedLoans } from './closed-loans';
import { simulateReferencePayment } from './payment-callbacks';
import { paymentReference } from './payment-reference';

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

describe('a paid-off loan keeps its payments (issue 61)', () => {
  let t: LendingTestCore;
  beforeAll(async () => {
    t = await createLendingTestCore();
  });
  afterAll(() => t.close());

  it('lists every payment received with its receipt folio, newest first, and only the owner’s', async () => {
    const loan = await paidOutLoan(t);
    const part = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'cash',
        amount: { amount: 500_00 },
      },
    });
    await simulateReferencePayment(t.core, part.reference);
    const rest = await paymentReference(t.core, {
      actorId: loan.clientId,
      body: { kind: 'repayment', channel: 'cash' },
    });
    await simulateReferencePayment(t.core, rest.reference);
    const [closed] = (await closedLoans(t.core, { actorId: loan.clientId })).loans;
    expect(closed?.id).toBe(loan.loanId);
    expect(closed?.payments.map((p) => Math.round(p.amount.amount * 100))).toEqual([
      Math.round(rest.amount.amount * 100),
      500_00,
    ]);
    expect(closed?.payments.every((p) => p.status === 'completed' && /^\d+$/.test(p.folio))).toBe(true);
    const other = await paidOutLoan(t);
    expect((await closedLoans(t.core, { actorId: other.clientId })).loans).toEqual([]);
  });
});
