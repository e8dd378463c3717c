import {
  APPLICATION_STATUS as CALCULATOR_APPLICATION_STATUS,
  FLOW_STEPS as CALCULATOR_FLOW_STEPS,
  LOAN_STATUS as CALCULATOR_LOAN_STATUS,
} from '@lender/calculator/platform';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS,
  ApplicationStatusSchema,
  CLIENT_STATUS,
  ClientStatusSchema,
  FLOW_STEPS,
  isApplicationActive,
  LOAN_STATUS,
  LoanStatusSchema,
  PAY_CYCLES,
} from './statuses.js';

describe('status numbers (spec §4)', () => {
  it('client statuses are 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select', () => {
    expect(CLIENT_STATUS).toEqual({
      active: 1,
      blocked: 2,
      blacklisted: 3,
      verification: 4,
      bankAccountSelect: 5,
    });
    expect(ClientStatusSchema.options).toEqual([1, 2, 3, 4, 5]);
  });

  it('application and loan statuses are the maps of @lender/calculator, whose tests pin their numbers', () => {
    expect(APPLICATION_STATUS).toBe(CALCULATOR_APPLICATION_STATUS);
    expect(LOAN_STATUS).toBe(CALCULATOR_LOAN_STATUS);
    expect(ApplicationStatusSchema.options).toEqual(Object.values(CALCULATOR_APPLICATION_STATUS));
    expect(LoanStatusSchema.options).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10]);
    expect(LoanStatusSchema.safeParse(7).success).toBe(false);
  });

  it.each([0, 8, 400, '1'])('rejects %j as an application status', (value) => {
    expect(ApplicationStatusSchema.safeParse(value).success).toBe(false);
  });

  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [5, false],
    [6, false],
    [7, true],
    [13, true],
    [14, true],
    [17, true],
    [18, true],
    [23, false],
    [401, true],
  ] as const)('application status %i is active: %s', (status, active) => {
    expect(isApplicationActive(status)).toBe(active);
  });

  it('lists the 20 flow steps and 4 pay cycles of spec §4', () => {
    expect(FLOW_STEPS).toHaveLength(20);
    expect(PAY_CYCLES).toEqual(['weekly', 'biweekly', 'semi_monthly', 'monthly']);
  });
});

describe('FLOW_STEPS', () => {
  it('is the one list of @lender/calculator, which @lender/flow routes too', () => {
    // The server reports these steps and the apps route them with @lender/flow: a step one side
    // knows and the other does not would strand a borrower on the wrong page. One owner, no copy.
    expect(FLOW_STEPS).toBe(CALCULATOR_FLOW_STEPS);
  });
});
