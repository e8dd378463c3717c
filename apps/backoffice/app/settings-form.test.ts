// @vitest-environment node
import { demoProduct } from '@lender/calculator';
import { PAY_CYCLES as CATALOGUE_PAY_CYCLES } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountsFromForm,
  bpsOf,
  type EffectiveAmounts,
  type EffectivePricing,
  PAY_CYCLES,
  payCyclesFromForm,
  percentText,
  pesosText,
  pricingFromForm,
} from './settings-form';

const current = demoProduct as unknown as EffectivePricing;
const limits = demoProduct.amounts as unknown as EffectiveAmounts;

/** The pricing form as the screen fills it from the product in force, with `changes` typed over it. */
function pricingForm(changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    interestFirst: percentText(current.dailyInterestBps.first),
    interestRepeated: percentText(current.dailyInterestBps.repeated),
    discountInterest: String(current.firstLoanDiscount.interestPercent),
    discountServiceFee: String(current.firstLoanDiscount.serviceFeePercent),
  };
  for (const [name, fee] of Object.entries(current.fees)) {
    values[`${name}Kind`] = fee.kind;
    values[`${name}Value`] = fee.kind === 'percent' ? percentText(fee.bps) : pesosText(fee.amount);
  }
  current.extensions.forEach((extension, index) => {
    values[`extension${index}Days`] = String(extension.days);
    values[`extension${index}Percent`] = percentText(extension.bps);
  });
  for (const [name, value] of Object.entries({ ...values, ...changes })) form.set(name, value);
  return form;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('pricingFromForm (issue 36: percent a day, pesos, each wrong field in words)', () => {
  it('asks only for what differs from the product in force: rates in percent, fixed fees in pesos', () => {
    const result = pricingFromForm(
      pricingForm({
        interestFirst: '0.95',
        processingFeeValue: '45.50',
        withdrawalFeeKind: 'percent',
        withdrawalFeeValue: '1',
        discountServiceFee: '10',
        extension0Percent: '7.77',
      }),
      current,
    );
    expect('pricing' in result && result.pricing).toEqual({
      dailyInterestBps: { ...current.dailyInterestBps, first: 95 },
      fees: {
        processingFee: { kind: 'fixed', amount: 45_50 },
        withdrawalFee: { kind: 'percent', bps: 100 },
      },
      firstLoanDiscount: { ...current.firstLoanDiscount, serviceFeePercent: 10 },
      extensions: current.extensions.map((extension, index) =>
        index === 0 ? { ...extension, bps: 777 } : extension,
      ),
    });
  });

  it('names each field it cannot use, with its own words', () => {
    expect(
      pricingFromForm(
        pricingForm({
          processingFeeValue: '1.234',
          discountInterest: '101',
          interestFirst: '-5',
          extension1Days: '0',
          serviceFeeValue: 'cinco',
        }),
        current,
      ),
    ).toEqual({
      fields: {
        processingFeeValue: 'backoffice:money.decimals',
        discountInterest: 'backoffice:settings.discountInvalid',
        interestFirst: 'backoffice:settings.percentInvalid',
        extension1Days: 'backoffice:settings.daysInvalid',
        serviceFeeValue: 'backoffice:settings.percentInvalid',
      },
    });
    const same = pricingFromForm(pricingForm(), current);
    expect('pricing' in same && same.pricing).toEqual({});
  });

  it('reads percentages and pesos exactly', () => {
    expect(bpsOf('1')).toBe(100);
    expect(bpsOf('1.25')).toBe(125);
    expect(bpsOf('0.005')).toBeNaN();
    expect(percentText(125)).toBe('1.25');
    expect(pesosText(150050)).toBe('1500.50');
    expect(pesosText(150000)).toBe('1500');
  });
});

describe('amountsFromForm (issue 36)', () => {
  const typed = (fields: Record<string, string>) =>
    amountsFromForm(
      form({
        minMainLoan: pesosText(limits.minMainLoan),
        amountTo: pesosText(limits.amountTo),
        firstMax: pesosText(limits.first.maxAmount),
        ...fields,
      }),
      limits,
    );

  it('asks only for the limits that differ, in centavos', () => {
    expect(typed({ amountTo: '9000' })).toEqual({ amounts: { amountTo: 9_000_00 } });
    expect(typed({})).toEqual({ amounts: {} });
  });

  it('says beside each field what is wrong: a minimum above the maximum, a first-loan maximum above it, not pesos', () => {
    expect(typed({ minMainLoan: '20000', amountTo: '9000' })).toEqual({
      fields: { minMainLoan: 'backoffice:settings.minAboveMax' },
    });
    expect(typed({ firstMax: pesosText(limits.amountTo + 100_00) })).toEqual({
      fields: { firstMax: 'backoffice:settings.firstAboveMax' },
    });
    expect(typed({ amountTo: 'diez mil' })).toEqual({
      fields: { amountTo: 'backoffice:settings.pesosInvalid' },
    });
    expect(typed({ amountTo: '9000.5' })).toEqual({
      fields: { amountTo: 'backoffice:settings.intervalInvalid' },
    });
  });
});

describe('payCyclesFromForm', () => {
  it('gives the ticked cycles in the catalogue order, and nothing when none is ticked', () => {
    const data = new FormData();
    data.append('payCycles', 'monthly');
    data.append('payCycles', 'weekly');
    data.append('payCycles', 'yearly');
    expect(payCyclesFromForm(data)).toEqual(['weekly', 'monthly']);
    expect(payCyclesFromForm(new FormData())).toBeUndefined();
    expect(PAY_CYCLES).toEqual([...CATALOGUE_PAY_CYCLES]);
  });
});

describe('money typed in the settings: pesos and centavos through the one parser (issue 61)', () => {
  const fee = (typed: string) => {
    const read = pricingFromForm(pricingForm({ processingFeeValue: typed }), current);
    return 'pricing' in read ? read.pricing.fees?.processingFee : read.fields;
  };
  const limit = (typed: string) =>
    amountsFromForm(
      form({
        minMainLoan: pesosText(limits.minMainLoan),
        amountTo: typed,
        firstMax: pesosText(limits.first.maxAmount),
      }),
      limits,
    );

  it.each([
    ['25.50', 2550],
    ['3,219.24', 321924],
    ['0.01', 1],
  ])('a fixed fee typed %s is %i centavos', (typed, amount) => {
    expect(fee(typed)).toEqual({ kind: 'fixed', amount });
  });

  it.each([
    ['3219,24', 'backoffice:money.comma'],
    ['25.505', 'backoffice:money.decimals'],
    ['cinco', 'backoffice:settings.pesosInvalid'],
  ])('a fixed fee typed %s is refused with %s', (typed, key) => {
    expect(fee(typed)).toEqual({ processingFeeValue: key });
  });

  it('a limit typed with thousands and centavos is read exactly; a decimal comma is refused', () => {
    expect(limit('9,000.00')).toEqual({ amounts: { amountTo: 9_000_00 } });
    expect(limit('9000,00')).toEqual({ fields: { amountTo: 'backoffice:money.comma' } });
    expect(limit('9000.001')).toEqual({ fields: { amountTo: 'backoffice:money.decimals' } });
  });
});
