import { amountLimits, clampAmount, demoProduct } from '@lender/calculator';
import { describe, expect, it } from 'vitest';
import { applyProductOverride } from '../../catalog/product';
import { CoreError } from '../../errors/core-error';
import { type AmountLimits, checkAmountLimits } from './amount-limits';

/** The field violation `checkAmountLimits` throws for `amounts`, or `null` when it takes them. */
function refusal(amounts: AmountLimits): { field: unknown; code: string } | null {
  try {
    checkAmountLimits({ amounts });
    return null;
  } catch (error) {
    if (!(error instanceof CoreError)) throw error;
    return { field: error.options.field, code: error.code };
  }
}

describe('checkAmountLimits: limits the borrower’s slider can show (demo step MXN 100)', () => {
  it('shows why: a first-loan maximum between two steps is advertised and never reached', () => {
    const product = applyProductOverride(demoProduct, { amounts: { first: { maxAmount: 4_050_00 } } });
    const limits = amountLimits({ product, firstLoanTab: true });
    // The slider's highest amount is the maximum rounded down to a step: MXN 4,000, not 4,050.
    expect(clampAmount(limits.max, limits)).toBe(4_000_00);
  });

  it.each<[string, AmountLimits, string[]]>([
    ['a first-loan maximum off the step', { first: { maxAmount: 4_050_00 } }, ['first', 'maxAmount']],
    ['a first-loan minimum off the step', { first: { minAmount: 1_050_00 } }, ['first', 'minAmount']],
    ['an additional-loan minimum off the step', { minAdditionLoan: 550_00 }, ['minAdditionLoan']],
    [
      'a returning-client minimum off the step',
      { repeated: { minAmount: 1_010_00 } },
      ['repeated', 'minAmount'],
    ],
    ['a maximum off the step', { amountTo: 14_999_00 }, ['amountTo']],
    ['a step with centavos (MXN 2.50) though every limit is on it', { interval: 2_50 }, ['interval']],
    ['a step of zero', { interval: 0 }, ['interval']],
    ['a negative step', { interval: -100_00 }, ['interval']],
    ['an additional-loan minimum above the maximum', { minAdditionLoan: 16_000_00 }, ['minAdditionLoan']],
    [
      'a returning-client minimum above the maximum',
      { repeated: { minAmount: 16_000_00 } },
      ['repeated', 'minAmount'],
    ],
    ['a minimum of zero', { minAdditionLoan: 0 }, ['minAdditionLoan']],
    ['a minimum above the maximum', { minMainLoan: 20_000_00 }, ['minMainLoan']],
    [
      'a first-loan maximum below its minimum',
      { first: { minAmount: 3_000_00, maxAmount: 2_000_00 } },
      ['first', 'maxAmount'],
    ],
  ])('refuses %s, naming the field', (_, amounts, field) => {
    expect(refusal(amounts)).toEqual({ field: ['amounts', ...field], code: 'invalid_value' });
  });

  it.each<[string, AmountLimits]>([
    ['a first-loan maximum on a step', { first: { maxAmount: 4_100_00 } }],
    ['a step of MXN 500 with every limit on it', { interval: 500_00, minAdditionLoan: 500_00 }],
    ['a step of MXN 1', { interval: 1_00 }],
  ])('takes %s', (_, amounts) => {
    expect(refusal(amounts)).toBeNull();
  });
});
