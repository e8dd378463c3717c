import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AmountLimits, amountLimits } from './amount';
import {
  type CalculatorEvent,
  type CalculatorState,
  calculatorReducer,
  initialCalculatorState,
  isPromoCodeValid,
  selectButtonLabel,
  selectFieldErrors,
  selectOfferRequest,
  selectPayDateOptions,
  selectSlider,
  selectTarget,
} from './calculator-state';
import { computeOffer } from './offer';
import { PAY_CYCLES, payDateOptions } from './pay-dates';
import { demoProduct } from './product';

const TODAY = '2025-03-01';
const limits: AmountLimits = amountLimits({ product: demoProduct }); // 1,000–15,000, first 4,000, step 100
const guest = () => initialCalculatorState({ limits, today: TODAY });
const client = () => initialCalculatorState({ limits, today: TODAY, authorized: true });
const run = (state: CalculatorState, ...events: CalculatorEvent[]) => events.reduce(calculatorReducer, state);

describe('initialCalculatorState', () => {
  it('starts a guest at the first-loan maximum on the new tab, weekly, first option', () => {
    expect(guest()).toEqual<CalculatorState>({
      amount: { current: 4_000_00, min: 1_000_00, max: 15_000_00, first: 4_000_00, interval: 100_00 },
      tab: 0,
      payCycle: 'weekly',
      payDates: '2025-03-02,2025-03-09',
      promoCode: '',
      authorized: false,
      today: TODAY,
      client: null,
      showErrors: false,
    });
  });

  it.each([
    [
      'the salary cycle and next pay date',
      { salaryCycle: 'biweekly' as const, nextPayDate: '2025-03-07' },
      'biweekly',
      '2025-03-07,2025-03-21',
    ],
    [
      'the salary cycle: second option',
      { salaryCycle: 'monthly' as const },
      'monthly',
      '2025-03-03,2025-04-03',
    ],
  ])('defaults from %s', (_, profile, cycle, payDates) => {
    const state = initialCalculatorState({ limits, today: TODAY, authorized: true, client: profile });
    expect(state.payCycle).toBe(cycle);
    expect(state.payDates).toBe(payDates);
  });

  it('can start with no cycle chosen (and so no dates)', () => {
    const state = initialCalculatorState({ limits, today: TODAY, payCycle: null });
    expect(state.payCycle).toBeNull();
    expect(state.payDates).toBeNull();
    expect(selectPayDateOptions(state)).toEqual([]);
  });

  it('keeps given pay dates only when they are an option', () => {
    const keep = initialCalculatorState({ limits, today: TODAY, payDates: '2025-03-05,2025-03-12' });
    const drop = initialCalculatorState({ limits, today: TODAY, payDates: '2025-02-05,2025-02-12' });
    expect(keep.payDates).toBe('2025-03-05,2025-03-12');
    expect(drop.payDates).toBe('2025-03-02,2025-03-09');
  });

  it.each([
    [{ amount: 7_250_00, authorized: true }, 7_200_00, 1],
    [{ amount: 7_250_00, authorized: true, tab: 0 as const }, 4_000_00, 0],
    [{ amount: 7_250_00, authorized: false }, 4_000_00, 1],
    [{ amount: 2_000_00, tab: 1 as const }, 2_000_00, 1],
  ])('starting amount %o → %i on tab %i', (init, current, tab) => {
    const state = initialCalculatorState({ limits, today: TODAY, ...init });
    expect(state.amount.current).toBe(current);
    expect(state.tab).toBe(tab);
  });
});

describe('amount events (spec §4, §5)', () => {
  it.each([
    ['a signed-in client moves within the first-loan amount', client, 2_345_67, 2_300_00, 0],
    ['a signed-in client moves above the first-loan maximum: repeated tab', client, 7_250_00, 7_200_00, 1],
    ['a guest is limited to the first-loan amount, and the tab switches', guest, 7_250_00, 4_000_00, 1],
    ['below the minimum clamps to it', client, 10_00, 1_000_00, 0],
    ['above the maximum clamps to it', client, 99_000_00, 15_000_00, 1],
  ])('amount.change: %s', (_, start, value, current, tab) => {
    const state = calculatorReducer(start(), { type: 'amount.change', value });
    expect(state.amount.current).toBe(current);
    expect(state.tab).toBe(tab);
  });

  it.each([
    [2_350_00, 2_400_00],
    [2_349_00, 2_300_00],
    [40_00, 1_000_00],
  ])('amount.blur rounds %i to the nearest step: %i', (value, current) => {
    expect(calculatorReducer(client(), { type: 'amount.blur', value }).amount.current).toBe(current);
  });

  it('moving back below the first-loan maximum keeps the repeated tab', () => {
    const state = run(
      client(),
      { type: 'amount.change', value: 9_000_00 },
      { type: 'amount.change', value: 2_000_00 },
    );
    expect(state.tab).toBe(1);
    expect(state.amount.current).toBe(2_000_00);
  });

  it('selecting the new-client tab caps the amount at the first-loan maximum', () => {
    const state = run(client(), { type: 'amount.change', value: 9_000_00 }, { type: 'tab.select', tab: 0 });
    expect(state.tab).toBe(0);
    expect(state.amount.current).toBe(4_000_00);
  });

  it('limits.update re-clamps the amount', () => {
    const state = run(
      client(),
      { type: 'amount.change', value: 9_000_00 },
      { type: 'limits.update', limits: { min: 500_00, max: 3_000_00, first: 4_000_00, interval: 100_00 } },
    );
    expect(state.amount).toEqual({
      current: 3_000_00,
      min: 500_00,
      max: 3_000_00,
      first: 4_000_00,
      interval: 100_00,
    });
  });

  it('keeps the amount in range and, on the new tab, within the first-loan maximum, whatever happens', () => {
    const events = fc.oneof(
      fc.record({ type: fc.constant('amount.change' as const), value: fc.integer({ min: -1e6, max: 3e6 }) }),
      fc.record({ type: fc.constant('amount.blur' as const), value: fc.integer({ min: -1e6, max: 3e6 }) }),
      fc.record({ type: fc.constant('tab.select' as const), tab: fc.constantFrom(0 as const, 1 as const) }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(events, { maxLength: 20 }), (authorized, list) => {
        const state = run(initialCalculatorState({ limits, today: TODAY, authorized }), ...list);
        const { current, min, max, first } = state.amount;
        expect(current).toBeGreaterThanOrEqual(min);
        expect(current).toBeLessThanOrEqual(max);
        if (state.tab === 0 || !authorized) expect(current).toBeLessThanOrEqual(first);
      }),
    );
  });
});

describe('cycle, date and promo events', () => {
  it('payCycle.select resets the date to the cycle’s default', () => {
    const state = run(
      guest(),
      { type: 'payDate.select', value: '2025-03-05,2025-03-12' },
      { type: 'payCycle.select', cycle: 'monthly' },
    );
    expect(state.payCycle).toBe('monthly');
    expect(state.payDates).toBe('2025-03-02,2025-04-02');
  });

  it('payCycle.select uses the client’s next pay date, else the second option', () => {
    const known = initialCalculatorState({
      limits,
      today: TODAY,
      authorized: true,
      client: { salaryCycle: 'weekly', nextPayDate: '2025-03-07' },
    });
    expect(calculatorReducer(known, { type: 'payCycle.select', cycle: 'biweekly' }).payDates).toBe(
      '2025-03-07,2025-03-21',
    );
    // No semi-monthly option starts on 2025-03-07: the second option.
    expect(calculatorReducer(known, { type: 'payCycle.select', cycle: 'semi_monthly' }).payDates).toBe(
      '2025-03-10,2025-03-25',
    );
  });

  it('payCycle.select with null clears cycle and date', () => {
    const state = calculatorReducer(guest(), { type: 'payCycle.select', cycle: null });
    expect([state.payCycle, state.payDates]).toEqual([null, null]);
  });

  it.each([
    ['an option of the cycle', '2025-03-06,2025-03-13', '2025-03-06,2025-03-13'],
    ['not an option: ignored', '2025-03-06,2025-03-20', '2025-03-02,2025-03-09'],
    ['null clears it', null, null],
  ])('payDate.select %s', (_, value, expected) => {
    expect(calculatorReducer(guest(), { type: 'payDate.select', value }).payDates).toBe(expected);
  });

  it('today.change keeps a date that is still offered and resets one that is not', () => {
    const picked = calculatorReducer(guest(), { type: 'payDate.select', value: '2025-03-05,2025-03-12' });
    expect(calculatorReducer(picked, { type: 'today.change', today: '2025-03-02' }).payDates).toBe(
      '2025-03-05,2025-03-12',
    );
    expect(calculatorReducer(picked, { type: 'today.change', today: '2025-03-06' }).payDates).toBe(
      '2025-03-07,2025-03-14',
    );
  });

  it('promoCode.change stores the code', () => {
    expect(calculatorReducer(guest(), { type: 'promoCode.change', value: 'AMIGO' }).promoCode).toBe('AMIGO');
  });

  it('never mutates the state it is given', () => {
    const state = Object.freeze(guest());
    expect(() =>
      run(state, { type: 'amount.change', value: 2_000_00 }, { type: 'submit.attempt' }),
    ).not.toThrow();
    expect(state.amount.current).toBe(4_000_00);
  });
});

describe('derived values (spec §2, §5)', () => {
  it.each([
    ['signed in, new tab', true, 0, 'apply', 'application-apply'],
    ['signed in, repeated tab', true, 1, 'apply', 'application-apply'],
    ['guest, repeated tab', false, 1, 'login', 'login'],
    ['guest, new tab', false, 0, 'apply', 'registration'],
  ] as const)('%s → button %s, target %s', (_, authorized, tab, label, target) => {
    const state = initialCalculatorState({ limits, today: TODAY, authorized, tab });
    expect(selectButtonLabel(state)).toBe(label);
    expect(selectTarget(state)).toBe(target);
  });

  it('builds the offer request only when cycle and dates are set', () => {
    const state = run(
      client(),
      { type: 'amount.change', value: 6_000_00 },
      { type: 'promoCode.change', value: ' amigo ' },
    );
    const offerRequest = selectOfferRequest(state);
    expect(offerRequest).toEqual({
      amount: 6_000_00,
      payCycle: 'weekly',
      payDates: '2025-03-02,2025-03-09',
      sequenceType: 'repeated',
      promoCode: 'amigo',
    });
    expect(offerRequest && computeOffer(demoProduct, offerRequest, TODAY).promoCode).toBe('AMIGO');
    expect(selectOfferRequest(calculatorReducer(state, { type: 'payDate.select', value: null }))).toBeNull();
    expect(selectOfferRequest(calculatorReducer(state, { type: 'payCycle.select', cycle: null }))).toBeNull();
  });

  it.each([
    ['', undefined],
    ['A', undefined],
    ['AB', 'AB'],
    ['X'.repeat(64), 'X'.repeat(64)],
    ['X'.repeat(65), undefined],
  ])('sends promo code %j as %j', (promoCode, expected) => {
    const request = selectOfferRequest(
      calculatorReducer(guest(), { type: 'promoCode.change', value: promoCode }),
    );
    expect(request?.promoCode).toBe(expected);
    expect(isPromoCodeValid(promoCode)).toBe(expected !== undefined);
  });

  it('the sequence type follows the tab', () => {
    expect(selectOfferRequest(guest())?.sequenceType).toBe('first');
    expect(selectOfferRequest(calculatorReducer(guest(), { type: 'tab.select', tab: 1 }))?.sequenceType).toBe(
      'repeated',
    );
  });

  it.each([
    [
      'before submit, empty fields',
      false,
      null,
      null,
      '',
      { payCycle: false, payDates: false, promoCode: false },
    ],
    [
      'after submit, empty cycle and date',
      true,
      null,
      null,
      '',
      { payCycle: true, payDates: true, promoCode: false },
    ],
    [
      'after submit, empty date',
      true,
      'weekly',
      null,
      '',
      { payCycle: false, payDates: true, promoCode: false },
    ],
    [
      'after submit, all set',
      true,
      'weekly',
      '2025-03-02,2025-03-09',
      '',
      { payCycle: false, payDates: false, promoCode: false },
    ],
    [
      'after submit, a one-letter promo code',
      true,
      'weekly',
      '2025-03-02,2025-03-09',
      'A',
      { payCycle: false, payDates: false, promoCode: true },
    ],
  ] as const)('error flags %s', (_, submitted, payCycle, payDates, promoCode, expected) => {
    let state: CalculatorState = { ...guest(), payCycle, payDates, promoCode };
    if (submitted) state = calculatorReducer(state, { type: 'submit.attempt' });
    expect(selectFieldErrors(state)).toEqual(expected);
  });

  it('lists the chosen cycle’s options', () => {
    for (const cycle of PAY_CYCLES) {
      const state = calculatorReducer(guest(), { type: 'payCycle.select', cycle });
      expect(selectPayDateOptions(state)).toEqual(payDateOptions(cycle, TODAY));
    }
  });

  it.each([
    [false, { min: 1_000_00, max: 4_000_00, step: 100_00, disabled: false }],
    [true, { min: 1_000_00, max: 15_000_00, step: 100_00, disabled: false }],
  ])('the slider of an authorised=%s user', (authorized, expected) => {
    expect(selectSlider(initialCalculatorState({ limits, today: TODAY, authorized }))).toEqual(expected);
  });
});
