// Registry round trip (ESM): a fresh project installed @lender/calculator from the local registry.
import assert from 'node:assert/strict';
import {
  amountLimits,
  CatError,
  cat,
  computeOffer,
  demoProduct,
  fromApiAmount,
  InvalidAmountError,
  OfferRequestError,
  payDateOptions,
  toApiAmount,
} from '@lender/calculator';
import {
  APPLICATION_STATUS,
  calculatorReducer,
  initialCalculatorState,
  isApplicationActive,
  selectOfferRequest,
} from '@lender/calculator/platform';

const flows = [
  { amount: 15_000_00, years: 0 },
  { amount: -100_00, years: 0 },
];
for (let k = 1; k <= 24; k++) flows.push({ amount: -962_33, years: k / 12 });
assert.equal(cat(flows), 57.4);
assert.throws(() => cat([]), CatError);

assert.equal(toApiAmount(150_050), 1500.5);
assert.equal(fromApiAmount('1500.50'), 150_050);
assert.throws(() => fromApiAmount(0.105), InvalidAmountError);

assert.deepEqual(payDateOptions('weekly', '2024-02-28')[0]?.dates, ['2024-02-29', '2024-03-07']);

const offer = computeOffer(
  demoProduct,
  { amount: 3_000_00, payCycle: 'monthly', payDates: '2025-03-02,2025-04-02', sequenceType: 'first' },
  '2025-03-01',
);
assert.equal(offer.endDate, '2025-04-02');
assert.equal(offer.total, 3_990_96);
assert.throws(
  () =>
    computeOffer(
      demoProduct,
      { amount: 1, payCycle: 'weekly', payDates: 'x', sequenceType: 'first' },
      '2025-03-01',
    ),
  OfferRequestError,
);

let state = initialCalculatorState({
  limits: amountLimits({ product: demoProduct }),
  today: '2025-03-01',
  authorized: true,
});
state = calculatorReducer(state, { type: 'amount.change', value: 7_250_00 });
assert.equal(state.tab, 1);
assert.equal(selectOfferRequest(state)?.amount, 7_200_00);
assert.equal(isApplicationActive(APPLICATION_STATUS.rejected), false);

// The README's instalment loan: $6000.00 at 90 % a year, 6 biweekly equal payments, IVA on interest.
const { instalmentSchedule, InstalmentInputError } = await import('@lender/calculator');
const schedule = instalmentSchedule({
  principal: 6_000_00,
  annualRatePercent: 90,
  cycle: 'biweekly',
  payments: 6,
  method: 'equal_payments',
  startDate: '2026-12-01',
});
assert.equal(schedule.instalments.length, 6);
assert.deepEqual(
  { ...schedule.instalments[0] },
  {
    number: 1,
    date: '2026-12-15',
    days: 14,
    principal: 904_22,
    interest: 207_69,
    vat: 33_23,
    payment: 1_145_14,
    balance: 5_095_78,
  },
);
assert.equal(schedule.totals.principal, 6_000_00);
assert.equal(
  schedule.instalments.reduce((sum, instalment) => sum + instalment.principal, 0),
  6_000_00,
);
assert.equal(schedule.instalments.at(-1).balance, 0);
assert.equal(schedule.cat, 142.2);
// A refused input is a typed error naming what was wrong.
assert.throws(
  () =>
    instalmentSchedule({
      principal: -1,
      annualRatePercent: 90,
      cycle: 'biweekly',
      payments: 6,
      method: 'equal_payments',
      startDate: '2026-12-01',
    }),
  InstalmentInputError,
);

console.log('esm ok: @lender/calculator');
