import { addDays } from '@lender/calculator/kernel';
import { eq } from '@lender/db/orm';
import { amlAlerts } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLendingTestCore, type LendingTestCore, paidOutLoan } from '../../testing/lending-fixtures';
import { noonOf } from '../../testing/loan-days';
import { businessDate } from '../clock';
import { recordExternalPayment } from '../payments/record-external-payment';
import { monitorOperations } from './monitor-operations';
import { instrumentOf } from './operation-rules';

// Cash is cash however it reached us (ADR 363): money deposited in cash at a bank's window and
// recorded by the back office (form of payment 01) meets the relevant-operation threshold, the
// structuring band and the quick cash payoff as a cash store's payment does; each operation is of
// the day it was paid, not the day it was recorded.

let t: LendingTestCore;
let maker: number;
beforeAll(async () => {
  t = await createLendingTestCore();
  maker = (
    await t.core.backOfficeUsers.create({
      email: 'caja@lender.test',
      name: 'Caja',
      password: 'a-long-finance-password',
      role: 'finance',
    })
  ).id;
});
afterAll(() => t.close());

describe('cash deposited at a bank’s window is cash', () => {
  it.each([
    ['cash', null, 'cash'],
    ['card', null, 'card'],
    ['clabe', null, 'transfer'],
    ['manual', '01', 'cash'],
    ['manual', '02', 'check'],
    ['manual', '03', 'transfer'],
    ['manual', '28', 'card'],
    ['manual', null, 'transfer'],
  ] as const)('a %s payment of form %s is paid by %s', (paymentType, paymentForm, instrument) => {
    expect(instrumentOf({ paymentType, paymentForm })).toBe(instrument);
  });

  it('recorded by hand as cash (01) it is relevant at the threshold and, paying a loan off days after its payout, unusual; a transfer or a check of the same is neither', async () => {
    const recorded = async (paymentForm: '01' | '02' | '03') => {
      const loan = await paidOutLoan(t);
      await recordExternalPayment(t.core, {
        loanId: loan.loanId,
        amount: 135_000_00,
        reference: `PLD-${paymentForm}-${loan.loanId}`,
        actor: { type: 'user', id: maker },
        paymentForm,
      });
      return loan.clientId;
    };
    const cash = await recorded('01');
    const check = await recorded('02');
    const transfer = await recorded('03');
    await monitorOperations(t.core);
    const rulesOf = async (clientId: number) =>
      (await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, clientId)))
        .map((alert) => alert.rule)
        .sort();
    expect(await rulesOf(cash)).toEqual(['cash_payoff', 'relevant_cash']);
    expect(await rulesOf(check)).toEqual([]);
    expect(await rulesOf(transfer)).toEqual([]);
  });
});

describe('an operation is of the day it was paid', () => {
  it('cash deposits paid over nine days and recorded on one are no structuring; paid within a week, they are', async () => {
    const before = t.clock.now();
    try {
      const start = businessDate(before);
      const deposits = async (afterDays: readonly number[]) => {
        t.clock.set(noonOf(start));
        const loan = await paidOutLoan(t);
        t.clock.set(noonOf(addDays(start, 8)));
        for (const [n, paidOn] of afterDays.map((days) => addDays(start, days)).entries()) {
          await recordExternalPayment(t.core, {
            loanId: loan.loanId,
            amount: 130_000_00,
            reference: `WEEK-${loan.loanId}-${n}`,
            actor: { type: 'user', id: maker },
            paidOn,
            paymentForm: '01',
          });
        }
        return loan.clientId;
      };
      const spread = await deposits([0, 4, 8]);
      const week = await deposits([0, 2, 4]);
      await monitorOperations(t.core);
      const rulesOf = async (clientId: number) =>
        (await t.core.db.select().from(amlAlerts).where(eq(amlAlerts.clientId, clientId))).map(
          (alert) => alert.rule,
        );
      expect(await rulesOf(spread)).not.toContain('structuring');
      expect(await rulesOf(week)).toContain('structuring');
    } finally {
      t.clock.set(before);
    }
  });
});
