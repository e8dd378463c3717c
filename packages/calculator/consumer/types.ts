// Registry round trip (types): compiled with tsc --noEmit against the published .d.ts files.
import {
  computeOffer,
  demoProduct,
  type Instalment,
  type InstalmentSchedule,
  type InstalmentScheduleInput,
  instalmentSchedule,
  type Offer,
  type OfferRequest,
  PAY_CYCLES,
  type PayCycle,
  type ProductConfig,
  payDateOptions,
} from '@lender/calculator';
import {
  APPLICATION_STATUS,
  type ApplicationStatus,
  type CalculatorEvent,
  type CalculatorState,
  calculatorReducer,
} from '@lender/calculator/platform';

const product: ProductConfig = demoProduct;
const cycle: PayCycle = PAY_CYCLES[0];
const request: OfferRequest = {
  amount: 3_000_00,
  payCycle: cycle,
  payDates: payDateOptions(cycle, '2025-03-01')[0]?.value ?? '',
  sequenceType: 'first',
  promoCode: null,
};
const offer: Offer = computeOffer(product, request, '2025-03-01');
const centavos: number = offer.interest.amount_without_vat + offer.processing_fee_without_discount.vat;
const status: ApplicationStatus = APPLICATION_STATUS.decisionError;

const event: CalculatorEvent = { type: 'amount.change', value: centavos };
declare const state: CalculatorState;
const next: CalculatorState = calculatorReducer(state, event);

// @ts-expect-error 'yearly' is not a PayCycle
const wrong: PayCycle = 'yearly';
// @ts-expect-error events are `domain.verb` and typed
const badEvent: CalculatorEvent = { type: 'amount.set', value: 1 };

// The README's instalment loan, typed as a consumer writes it.
const input: InstalmentScheduleInput = {
  principal: 6_000_00,
  annualRatePercent: 90,
  cycle: 'biweekly',
  payments: 6,
  method: 'equal_payments',
  startDate: '2026-12-01',
};
const schedule: InstalmentSchedule = instalmentSchedule(input);
const firstPayment: number | undefined = schedule.instalments[0]?.payment;
const firstLine: Instalment | undefined = schedule.instalments[0];
// @ts-expect-error a cycle is one of PAY_CYCLES
const badCycle: InstalmentScheduleInput = { ...input, cycle: 'yearly' };

export { badCycle, badEvent, firstLine, firstPayment, next, status, wrong };
