import { expect, it } from 'vitest';
import * as calculator from './index';
import * as platform from './platform';

// Other teams import these names: renaming or dropping one is a breaking change.
it('exports exactly the general runtime API', () => {
  expect(Object.keys(calculator).sort()).toEqual(
    [
      'AMORTIZATION_METHODS',
      'BUSINESS_TIME_ZONE',
      'COMMON_PAY_CYCLE',
      'CatError',
      'IVA_PERCENT',
      'InstalmentInputError',
      'InvalidAmountError',
      'InvalidDateError',
      'MAX_INSTALMENTS',
      'OfferRequestError',
      'PAY_CYCLE_TABLE',
      'PAY_CYCLES',
      'PAY_DAY_FIELDS',
      'PERIODS_PER_YEAR',
      'PROMO_CODE_MAX_LENGTH',
      'PROMO_CODE_MIN_LENGTH',
      'SEMI_MONTHLY_PAY_DAYS',
      'WEEKDAYS',
      'DAYS_BEFORE_FEE_CUT',
      'DAYS_BEFORE_NEW_FEE',
      'FEE_KEYS',
      'FeeRegistrationError',
      'amountLimits',
      'assertFeesInForce',
      'feeChange',
      'feeInForceFrom',
      'productOn',
      'withPricing',
      'cat',
      'clampAmount',
      'computeOffer',
      'dailyLateFee',
      'defaultPayCycle',
      'declaredPayDateOptions',
      'defaultPayDate',
      'demoProduct',
      'dueDateWithinTerms',
      'firstLoanDiscountFlag',
      'fromApiAmount',
      'instalmentDates',
      'instalmentSchedule',
      'isPromoCodeValid',
      'lateFeeDays',
      'lateFeeDaysOn',
      'offerablePayDates',
      'onDeclaredPayDays',
      'payCyclesDeclaring',
      'payDateOptions',
      'perPayCycle',
      'roundAmountOnBlur',
      'sliderState',
      'toApiAmount',
      'todayInMexicoCity',
    ].sort(),
  );
});

it("exports exactly the platform's runtime API from @lender/calculator/platform, none of it from the root", () => {
  expect(Object.keys(platform).sort()).toEqual(
    [
      'APPLICATION_STATUS',
      'APPLICATION_STATUSES',
      'CLIENT_STATUS',
      'CLIENT_STATUSES',
      'FLOW_STATUSES',
      'FLOW_STEPS',
      'LOAN_STATUS',
      'LOAN_STATUSES',
      'PROGRESS_INITIAL_REGISTRATION',
      'PROGRESS_TOTAL',
      'WIZARD_STAGES',
      'calculatorReducer',
      'clientType',
      'initialCalculatorState',
      'isApplicationActive',
      'isCalculatorDisabled',
      'isCalculatorHidden',
      'isRepeatClient',
      'isRolloverAvailable',
      'preAccountPath',
      'selectButtonLabel',
      'selectFieldErrors',
      'selectOfferRequest',
      'selectPayDateOptions',
      'selectSlider',
      'selectTarget',
      'wizardPercent',
    ].sort(),
  );
  for (const name of Object.keys(platform)) expect(name in calculator).toBe(false);
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
