import { demoProduct } from '@lender/calculator';
import { PAY_CYCLES as CATALOGUE_PAY_CYCLES } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { type EffectivePricing, PAY_CYCLES, payCyclesFromForm, pricingFromForm } from './settings-form';

const current = demoProduct as unknown as EffectivePricing;

/** The pricing form as the screen fills it from the product in force, with `changes` typed over it. */
function pricingForm(changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    interestFirst: String(current.dailyInterestBps.first),
    interestRepeated: String(current.dailyInterestBps.repeated),
    discountInterest: String(current.firstLoanDiscount.interestPercent),
    discountServiceFee: String(current.firstLoanDiscount.serviceFeePercent),
  };
  for (const [name, fee] of Object.entries(current.fees)) {
    values[`${name}Kind`] = fee.kind;
    values[`${name}Value`] = fee.kind === 'percent' ? String(fee.bps) : String(fee.amount / 100);
  }
  current.extensions.forEach((extension, index) => {
    values[`extension${index}Days`] = String(extension.days);
    values[`extension${index}Bps`] = String(extension.bps);
  });
  for (const [name, value] of Object.entries({ ...values, ...changes })) form.set(name, value);
  return form;
}

describe('pricingFromForm', () => {
  it('asks only for what differs from the product in force: fees in centavos or basis points, discounts, extensions', () => {
    const result = pricingFromForm(
      pricingForm({
        processingFeeValue: '45.50',
        withdrawalFeeKind: 'percent',
        withdrawalFeeValue: '100',
        discountServiceFee: '10',
        extension0Bps: '777',
      }),
      current,
    );
    expect(result).toEqual({
      pricing: {
        fees: {
          processingFee: { kind: 'fixed', amount: 45_50 },
          withdrawalFee: { kind: 'percent', bps: 100 },
        },
        firstLoanDiscount: { ...current.firstLoanDiscount, serviceFeePercent: 10 },
        extensions: current.extensions.map((extension, index) =>
          index === 0 ? { ...extension, bps: 777 } : extension,
        ),
      },
    });
  });

  it('refuses what the product cannot take and says when nothing changed', () => {
    expect(pricingFromForm(pricingForm({ processingFeeValue: '1.234' }), current)).toEqual({
      error: 'invalid',
    });
    expect(pricingFromForm(pricingForm({ discountInterest: '101' }), current)).toEqual({ error: 'invalid' });
    expect(pricingFromForm(pricingForm({ interestFirst: '-5' }), current)).toEqual({ error: 'invalid' });
    expect(pricingFromForm(pricingForm({ extension1Days: '0' }), current)).toEqual({ error: 'invalid' });
    expect(pricingFromForm(pricingForm(), current)).toEqual({ error: 'unchanged' });
  });
});

describe('payCyclesFromForm', () => {
  it('gives the ticked cycles in the catalogue order, and nothing when none is ticked', () => {
    const form = new FormData();
    form.append('payCycles', 'monthly');
    form.append('payCycles', 'weekly');
    form.append('payCycles', 'yearly');
    expect(payCyclesFromForm(form)).toEqual(['weekly', 'monthly']);
    expect(payCyclesFromForm(new FormData())).toBeUndefined();
    expect(PAY_CYCLES).toEqual([...CATALOGUE_PAY_CYCLES]);
  });
});
