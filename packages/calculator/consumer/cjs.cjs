// Registry round trip (CommonJS): the same checks through require().
const assert = require('node:assert/strict');
const {
  InvalidDateError,
  cat,
  computeOffer,
  demoProduct,
  fromApiAmount,
  payDateOptions,
  toApiAmount,
} = require('@lender/calculator');
const { CLIENT_STATUS } = require('@lender/calculator/platform');

const flows = [
  { amount: 15_000_00, years: 0 },
  { amount: -100_00, years: 0 },
];
for (let k = 1; k <= 24; k++) flows.push({ amount: -962_33, years: k / 12 });
assert.equal(cat(flows), 57.4);

assert.equal(fromApiAmount(toApiAmount(123_456_789)), 123_456_789);
assert.equal(payDateOptions('semi_monthly', '2023-02-14')[3].value, '2023-02-28,2023-03-14');
assert.throws(() => payDateOptions('weekly', '2023-02-29'), InvalidDateError);

const offer = computeOffer(
  demoProduct,
  { amount: 3_000_00, payCycle: 'monthly', payDates: '2025-03-02,2025-04-02', sequenceType: 'first' },
  '2025-03-01',
);
assert.equal(offer.total, 3_990_96);
assert.equal(CLIENT_STATUS.blocked, 2);

const { instalmentSchedule } = require('@lender/calculator');
const schedule = instalmentSchedule({
  principal: 6_000_00,
  annualRatePercent: 90,
  cycle: 'biweekly',
  payments: 6,
  method: 'equal_payments',
  startDate: '2026-12-01',
});
assert.equal(schedule.instalments.length, 6);
assert.equal(schedule.instalments[0].payment, 1_145_14);
assert.equal(schedule.cat, 142.2);

console.log('cjs ok: @lender/calculator');
