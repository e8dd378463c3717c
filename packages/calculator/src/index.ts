export {
  type AmountBounds,
  type AmountLimits,
  type AmountLimitsContext,
  amountLimits,
  type CalculatorDisabledContext,
  type CalculatorHiddenContext,
  type CalculatorTab,
  clampAmount,
  isCalculatorDisabled,
  isCalculatorHidden,
  roundAmountOnBlur,
  type SliderState,
  sliderState,
} from './amount';
export { BUSINESS_TIME_ZONE, todayInMexicoCity } from './business-clock';
export {
  type CalculatorEvent,
  type CalculatorFieldErrors,
  type CalculatorInit,
  type CalculatorState,
  type CalculatorTarget,
  calculatorReducer,
  initialCalculatorState,
  isPromoCodeValid,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  selectButtonLabel,
  selectFieldErrors,
  selectOfferRequest,
  selectPayDateOptions,
  selectSlider,
  selectTarget,
} from './calculator-state';
export { type CashFlow, cat } from './cat';
export { CatError } from './cat-error';
export {
  type ClassifiedClient,
  type ClientType,
  clientType,
  isApplicationActive,
  isRepeatClient,
  isRolloverAvailable,
  type Rollover,
} from './classification';
export { FLOW_STATUSES, FLOW_STEPS, type FlowStatus, type FlowStep } from './flow-steps';
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
  defaultPayCycle,
  defaultPayDate,
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
export {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusName,
  CLIENT_STATUS,
  CLIENT_STATUSES,
  type ClientStatus,
  type ClientStatusName,
  LOAN_STATUS,
  LOAN_STATUSES,
  type LoanStatus,
  type LoanStatusName,
} from './statuses';
