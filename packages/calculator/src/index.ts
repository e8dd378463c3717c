// `@lender/calculator`: the general loan arithmetic any lender in Mexico can use — amounts, pay
// cycles and dates, single-repayment offers with IVA and Banxico's CAT, instalment schedules, money
// in centavos. This platform's own statuses, journey steps and calculator UI state are in
// `@lender/calculator/platform`.
export {
  type AmountBounds,
  type AmountLimits,
  type AmountLimitsContext,
  amountLimits,
  type CalculatorTab,
  clampAmount,
  roundAmountOnBlur,
  type SliderState,
  sliderState,
} from './amount';
export { BUSINESS_TIME_ZONE, todayInMexicoCity } from './business-clock';
export { isPromoCodeValid, PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH } from './calculator-state';
export { type CashFlow, cat } from './cat';
export { CatError } from './cat-error';
export {
  assertFeesInForce,
  DAYS_BEFORE_FEE_CUT,
  DAYS_BEFORE_NEW_FEE,
  FEE_KEYS,
  type FeeKey,
  type FeeRegistration,
  FeeRegistrationError,
  type FeeRegistrationErrorCode,
  type FeeRegistrations,
  feeChange,
  feeInForceFrom,
  type PricingPatch,
  productOn,
  type ScheduledPricing,
  withPricing,
} from './fee-registration';
export { InstalmentInputError, type InstalmentInputErrorCode } from './instalment-input-error';
export {
  AMORTIZATION_METHODS,
  type AmortizationMethod,
  type Instalment,
  type InstalmentSchedule,
  type InstalmentScheduleInput,
  instalmentDates,
  instalmentSchedule,
  MAX_INSTALMENTS,
} from './instalments';
export { InvalidAmountError } from './invalid-amount-error';
export { InvalidDateError } from './invalid-date-error';
export {
  type DailyLateFee,
  dailyLateFee,
  type LateDays,
  lateFeeDays,
  lateFeeDaysOn,
} from './late-fee';
export { fromApiAmount, toApiAmount } from './money';
export {
  computeOffer,
  type DiscountFlag,
  dueDateWithinTerms,
  firstLoanDiscountFlag,
  type Offer,
  type OfferablePayDate,
  type OfferCharge,
  type OfferExtension,
  type OfferRequest,
  offerablePayDates,
} from './offer';
export { OfferRequestError, type OfferRequestErrorCode } from './offer-request-error';
export {
  COMMON_PAY_CYCLE,
  PAY_CYCLE_TABLE,
  PAY_CYCLES,
  PAY_DAY_FIELDS,
  type PayCycle,
  type PayCycleRow,
  type PayCycleSchedule,
  type PayDayInput,
  PERIODS_PER_YEAR,
  payCyclesDeclaring,
  perPayCycle,
} from './pay-cycles';
export {
  declaredPayDateOptions,
  defaultPayCycle,
  defaultPayDate,
  onDeclaredPayDays,
  type PayDateLabel,
  type PayDateOption,
  type PayDefaultsClient,
  payDateOptions,
  SEMI_MONTHLY_PAY_DAYS,
  WEEKDAYS,
  type Weekday,
} from './pay-dates';
export {
  demoProduct,
  type ExtensionPrice,
  type ExtensionType,
  type FeeConfig,
  IVA_PERCENT,
  type LateFeePolicy,
  type ProductConfig,
  type PromoCodeConfig,
  type SequenceType,
} from './product';
