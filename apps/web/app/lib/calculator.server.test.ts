import type { CalculatorConfig } from '@lender/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorInitialOf, isRepeatClient, loadCalculator } from './calculator.server';
import type { RequestContext } from './session.server';
import { businessToday } from './today';

const guest = null;
const newClient = { closedLoansCount: 0, hasActiveLoan: false };
const repeat = { closedLoansCount: 2, hasActiveLoan: false };
const additional = { closedLoansCount: 0, hasActiveLoan: true };
const cookie = { amount: 3_000_00, tab: 0 as const, payCycle: 'monthly', payDates: '2026-03-31' };

describe('the calculator’s starting state', () => {
  it('a repeat client has closed loans or an active (additional) loan', () => {
    expect([guest, undefined, newClient, repeat, additional].map(isRepeatClient)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('without a cookie: the calculator’s defaults, except a repeat client on the repeated tab', () => {
    expect(calculatorInitialOf(null, guest)).toBeUndefined();
    expect(calculatorInitialOf(null, newClient)).toBeUndefined();
    expect(calculatorInitialOf(null, repeat)).toEqual({ tab: 1 });
    expect(calculatorInitialOf(null, additional)).toEqual({ tab: 1 });
  });

  it('with a cookie: its amount, cycle, dates and tab; a repeat client always on the repeated tab', () => {
    const saved = { amount: 3_000_00, payCycle: 'monthly', payDates: '2026-03-31' };
    expect(calculatorInitialOf(cookie, guest)).toEqual({ ...saved, tab: 0 });
    // A signed-in new client has no tabs: the tab a guest chose here does not come along.
    expect(calculatorInitialOf({ ...cookie, tab: 1 }, newClient)).toEqual(saved);
    expect(calculatorInitialOf({ ...cookie, tab: 1 }, guest)).toEqual({ ...saved, tab: 1 });
    // Saved as a guest on the first-loan tab, then signed in as a client with closed loans.
    expect(calculatorInitialOf(cookie, repeat)).toEqual({ ...saved, tab: 1 });
    // An old cookie without a tab or dates.
    expect(calculatorInitialOf({ amount: 2_000_00 }, newClient)).toEqual({
      amount: 2_000_00,
      payCycle: null,
      payDates: null,
    });
  });

  it('the salary cycle declared in the employment step wins over the guest calculator’s (issue 37 trap 4)', () => {
    const semiMonthly = { ...newClient, salaryCycle: 'semi_monthly' as const };
    const biweekly = { ...cookie, payCycle: 'biweekly', payDates: '2026-12-09,2026-12-23' };
    expect(calculatorInitialOf(biweekly, semiMonthly)).toEqual({
      amount: 3_000_00,
      payCycle: 'semi_monthly',
      payDates: null,
    });
    // The calculator already on the declared cycle keeps its dates.
    const same = { ...cookie, payCycle: 'semi_monthly', payDates: '2026-12-15,2026-12-30' };
    expect(calculatorInitialOf(same, semiMonthly)).toMatchObject({ payDates: '2026-12-15,2026-12-30' });
  });
});

describe('the calculator’s configuration across Mexico City’s midnight', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An API that answers the configuration of the business day it is asked on, as the real one. */
  const api = {
    api: {
      public: {
        calculatorConfig: async () => {
          const config: CalculatorConfig = {
            amountLimits: {
              minMainLoan: 1000,
              minAdditionLoan: 500,
              amountTo: 15000,
              interval: 100,
              first: { minAmount: 1000, maxAmount: 4000 },
              repeated: { minAmount: 1000, maxAmount: 15000 },
            },
            initialStates: {
              first: { amount: 2000, payCycle: 'semi_monthly' },
              repeated: { amount: 5000, payCycle: 'semi_monthly' },
            },
            payCycles: ['weekly'],
            terms: { minDays: 7, maxDays: 62 },
            payDates: { weekly: [], biweekly: [], semi_monthly: [], monthly: [] },
            today: businessToday(),
          };
          return { success: true, data: config } as const;
        },
      },
    },
  } as unknown as RequestContext;

  it('a page served just after midnight gets the new day, whose pay dates start tomorrow, not yesterday’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59:50 in Mexico City (UTC−6), then 20 s later: within the 30 s the process reuses an answer.
    vi.setSystemTime(new Date('2027-01-31T05:59:50Z'));
    expect((await loadCalculator(api)).today).toBe('2027-01-30');
    vi.setSystemTime(new Date('2027-01-31T06:00:10Z'));
    // Yesterday's configuration would offer today as the first pay date: the offer refuses it as past.
    expect((await loadCalculator(api)).today).toBe('2027-01-31');
  });
});
