import { expect, it } from 'vitest';
import * as calculator from './index';

// Other teams import these names (issue 3): renaming or dropping one is a breaking change.
it('exports exactly the public runtime API', () => {
  expect(Object.keys(calculator).sort()).toEqual(
    [
      'AMORTIZATION_METHODS',
      'APPLICATION_STATUS',
      'APPLICATION_STATUSES',
      'BUSINESS_TIME_ZONE',
      'CLIENT_STATUS',
      'CLIENT_STATUSES',
      'CatError',
      'FLOW_STATUSES',
      'FLOW_STEPS',
      'IVA_PERCENT',
      'InstalmentInputError',
      'InvalidAmountError',
      'InvalidDateError',
      'LOAN_STATUS',
      'LOAN_STATUSES',
      'MAX_INSTALMENTS',
      'OfferRequestError',
      'PAY_CYCLES',
      'PERIODS_PER_YEAR',
      'PROMO_CODE_MAX_LENGTH',
      'PROMO_CODE_MIN_LENGTH',
      'SEMI_MONTHLY_PAY_DAYS',
      'WEEKDAYS',
      'amountLimits',
      'calculatorReducer',
      'cat',
      'clampAmount',
      'clientType',
      'computeOffer',
      'defaultPayCycle',
      'defaultPayDate',
      'demoProduct',
      'dueDateWithinTerms',
      'firstLoanDiscountFlag',
      'fromApiAmount',
      'initialCalculatorState',
      'instalmentDates',
      'instalmentSchedule',
      'isApplicationActive',
      'isCalculatorDisabled',
      'isCalculatorHidden',
      'isPromoCodeValid',
      'offerablePayDates',
      'isRepeatClient',
      'isRolloverAvailable',
      'payDateOptions',
      'roundAmountOnBlur',
      'selectButtonLabel',
      'selectFieldErrors',
      'selectOfferRequest',
      'selectPayDateOptions',
      'selectSlider',
      'selectTarget',
      'sliderState',
      'toApiAmount',
      'todayInMexicoCity',
    ].sort(),
  );
});

it.each([
  ['InvalidAmountError', new calculator.InvalidAmountError(1.005, 'pesos')],
  ['InvalidDateError', new calculator.InvalidDateError('2025-02-30')],
  ['OfferRequestError', new calculator.OfferRequestError('term_out_of_range', 'no term')],
  ['CatError', new calculator.CatError('no rate')],
])('%s is an Error with its own name', (name, error) => {
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe(name);
});
