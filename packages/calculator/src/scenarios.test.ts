import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './kernel';
import { computeOffer } from './offer';
import { demoProduct } from './product';
import {
  earlyPayoffScenario,
  extensionScenario,
  isBankBusinessDay,
  lastDayToPay,
  latePaymentScenario,
  scenarioLoanOf,
} from './scenarios';

const policy = demoProduct.lateFee;
const loan = {
  principal: 3_000_00,
  interest: 31_185,
  startDate: '2026-03-01',
  dueDate: '2026-03-16',
  owed: 358_099,
};

describe('the bank calendar', () => {
  it('skips weekends and bank holidays', () => {
    expect(isBankBusinessDay('2026-03-13')).toBe(true);
    expect(isBankBusinessDay('2026-03-14')).toBe(false);
    expect(isBankBusinessDay('2026-03-16')).toBe(false);
    expect(lastDayToPay('2026-03-14')).toBe('2026-03-17');
    expect(lastDayToPay('2026-03-18')).toBe('2026-03-18');
    expect(lastDayToPay('2026-03-14', [])).toBe('2026-03-16');
  });
});

describe('latePaymentScenario', () => {
  it('charges nothing on the last day to pay, then every day since it', () => {
    // Due Monday 16 March 2026, a bank holiday: the 17th is the last day to pay, the 18th a day late.
    expect(latePaymentScenario(loan, policy, 16, 1).total).toBe(loan.owed);
    const late = latePaymentScenario(loan, policy, 16, 3);
    expect(late.lastDayToPay).toBe('2026-03-17');
    expect(late.pastDueOn).toBe('2026-03-18');
    expect(late.feeDays).toBe(2);
    expect(late.byDay.map((day) => day.lateFee)).toEqual([0, 1_740, 1_740]);
    expect(late.byDay.at(-1)?.owed).toBe(late.total);
    expect(late.total).toBe(loan.owed + 2 * 1_740);
    // A due date on a bank business day: the day after it is already a day late.
    const wednesday = latePaymentScenario({ ...loan, dueDate: '2026-03-18' }, policy, 16, 1);
    expect(wednesday.feeDays).toBe(1);
    expect(wednesday.byDay.map((day) => day.lateFee)).toEqual([1_740]);
  });

  it('stops at the policy maximum, goes on hold, and is reported at the month end', () => {
    const late = latePaymentScenario(loan, policy, 16, 75);
    expect(late.feeDays).toBe(60);
    expect(late.byDay.at(-1)?.lateFee).toBe(0);
    expect(late.onHoldOn).toBe('2026-04-16'); // 30 days after the last day to pay, the 17th
    expect(late.bureauReportOn).toBe('2026-03-31');
    expect(late.reportedToBureau).toBe(true);
    expect(latePaymentScenario(loan, policy, 16, 15).reportedToBureau).toBe(false);
  });

  it('property: the day-by-day fees add up to the total, capped and never before the last day to pay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 1, max: 150 }).map((n) => n * 100_00),
        fc.nat({ max: 90 }),
        (offset, principal, days) => {
          const dueDate = addDays('2026-01-01', offset);
          const subject = { ...loan, principal, dueDate };
          const late = latePaymentScenario(subject, policy, 16, days);
          const sum = late.byDay.reduce((total, day) => total + day.lateFee, 0);
          expect(late.total).toBe(subject.owed + sum);
          expect(late.feeDays).toBeLessThanOrEqual(policy.maxDays);
          if (late.payOn <= late.lastDayToPay) expect(late.feeDays).toBe(0);
          else
            expect(late.feeDays).toBe(Math.min(daysBetween(late.lastDayToPay, late.payOn), policy.maxDays));
          expect(daysBetween(late.lastDayToPay, late.onHoldOn)).toBe(policy.onHoldAfterDays);
          expect(late.bureauReportOn >= late.pastDueOn).toBe(true);
          expect(late.bureauReportOn.slice(0, 7)).toBe(late.pastDueOn.slice(0, 7));
        },
      ),
    );
  });
});

describe('extensionScenario', () => {
  it('prices the fee on the principal with IVA and moves the due date', () => {
    const expensive = extensionScenario(loan, { type: 'expensive', days: 30, bps: 2_500 }, 16);
    expect(expensive.fee).toEqual({ withoutVat: 75_000, vat: 12_000, total: 87_000 });
    expect(expensive.newDueDate).toBe('2026-04-15');
    expect(expensive.total).toBe(loan.owed + 87_000);
  });

  it('equals the extension price of the offer', () => {
    const offer = computeOffer(
      demoProduct,
      { amount: 3_700_00, payCycle: 'biweekly', payDates: '2026-03-02,2026-03-16', sequenceType: 'first' },
      '2026-03-01',
    );
    for (const [index, price] of demoProduct.extensions.entries()) {
      const scenario = extensionScenario(scenarioLoanOf(offer, '2026-03-01'), price, 16);
      expect(scenario.fee.total).toBe(offer.extensions[index]?.amount);
      expect(scenario.fee.withoutVat).toBe(offer.extensions[index]?.amount_without_vat);
    }
  });
});

describe('earlyPayoffScenario', () => {
  it('gives back the interest of the days not run, with its IVA', () => {
    const early = earlyPayoffScenario(loan, 16, '2026-03-09');
    expect(early.remainingDays).toBe(7);
    expect(early.rebate).toEqual({ withoutVat: 14_553, vat: 2_329, total: 16_882 });
    expect(early.payoff).toBe(loan.owed - 16_882);
    expect(earlyPayoffScenario(loan, 16, '2026-03-16').rebate.total).toBe(0);
    expect(earlyPayoffScenario(loan, 16, '2026-03-01').rebate.withoutVat).toBe(loan.interest);
  });

  it('property: the rebate never exceeds the interest and its IVA, and shrinks day by day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 7, max: 62 }), (interest, term) => {
        const subject = { ...loan, interest, dueDate: addDays(loan.startDate, term) };
        let previous = Number.POSITIVE_INFINITY;
        for (let day = 0; day <= term; day += 1) {
          const early = earlyPayoffScenario(subject, 16, addDays(loan.startDate, day));
          expect(early.remainingDays).toBe(daysBetween(early.payOn, subject.dueDate));
          expect(early.rebate.withoutVat).toBeLessThanOrEqual(interest);
          expect(early.rebate.total).toBeLessThanOrEqual(previous);
          previous = early.rebate.total;
        }
      }),
    );
  });
});
