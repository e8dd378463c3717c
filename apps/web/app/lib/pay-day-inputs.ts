import type { PayDayInput } from '@lender/calculator';

/**
 * The inputs of the employment step's pay day, by what the cycle's borrowers declare
 * (`PAY_CYCLE_TABLE` `input`): the step's form renders them, its request reads them.
 */
export const PAY_DAY_INPUTS = {
  date: 'nextPayDate',
  dayPair: 'semiMonthly',
  dayOfMonth: 'dateOfMonth',
} as const satisfies Record<PayDayInput, string>;
