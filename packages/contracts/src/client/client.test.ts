import { describe, expect, it } from 'vitest';
import { violationsFromZodError } from '../envelope.js';
import { ChangePasswordRequestSchema, ChangePhoneRequestSchema } from './account.js';
import { ApproveOfferRequestSchema, CreateApplicationRequestSchema } from './application.js';
import { DebitCardRequestSchema } from './payments.js';
import { CreateReferralRequestSchema } from './referrals.js';
import {
  AdditionalContactRequestSchema,
  EmploymentStepRequestSchema,
  SaveAccountNumberRequestSchema,
} from './registration-steps.js';
import { SandboxDecisionRequestSchema } from './sandbox.js';
import { LoggerMetricsRequestSchema } from './telemetry.js';

function codes(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(
    violationsFromZodError(result.error as never, body).map((v) => [v.propertyPath, v.code]),
  );
}

describe('change password (spec §5)', () => {
  it.each([
    [{ oldPassword: 'viejo1', password: 'nuevo1', repeatPassword: 'nuevo1' }, {}],
    [
      { oldPassword: 'viejo1', password: 'nuevo1', repeatPassword: 'nuevo2' },
      { 'children[repeatPassword].data': 'not_equal' },
    ],
    [
      { oldPassword: 'igual1', password: 'igual1', repeatPassword: 'igual1' },
      { 'children[password].data': 'must_differ' },
    ],
    [
      { oldPassword: 'viejo1', password: 'abc', repeatPassword: 'abc' },
      { 'children[password].data': 'too_short' },
    ],
  ])('%j → %j', (body, expected) => {
    expect(codes(ChangePasswordRequestSchema, body)).toEqual(expected);
  });

  it('needs the code sent to the new phone', () => {
    expect(codes(ChangePhoneRequestSchema, { mobilePhone: { number: '5512345678' } })).toEqual({
      'children[smsCode].data': 'required',
    });
  });
});

describe('onboarding steps (spec §5)', () => {
  const contact = { fullName: 'Ana López', phone: '5587654321', relation: 'sibling' };
  it.each([
    [contact, {}],
    [{ ...contact, fullName: 'Ana' }, { 'children[fullName].data': 'too_short' }],
    [{ ...contact, phone: '1234567' }, { 'children[phone].data': 'invalid_format' }],
    [{ ...contact, relation: 'boss' }, { 'children[relation].data': 'invalid_value' }],
  ])('additional contact %j → %j', (body, expected) => {
    expect(codes(AdditionalContactRequestSchema, body)).toEqual(expected);
  });

  const employment = {
    employmentStatusKey: 'employed',
    companyName: 'ACME',
    monthlyIncome: 15000,
    salaryCycle: 'semi_monthly',
    payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
  };
  it.each([
    [employment, {}],
    [{ ...employment, monthlyIncome: 0 }, { 'children[monthlyIncome].data': 'too_small' }],
    [{ ...employment, monthlyIncome: 1_000_000 }, { 'children[monthlyIncome].data': 'too_big' }],
    [{ ...employment, companyName: 'A' }, { 'children[companyName].data': 'too_short' }],
    [
      { ...employment, payDate: { ...employment.payDate, semiMonthlyPayDates: [15, 32] } },
      { 'children[payDate].children[semiMonthlyPayDates].children[1].data': 'too_big' },
    ],
  ])('employment %j → %j', (body, expected) => {
    expect(codes(EmploymentStepRequestSchema, body)).toEqual(expected);
  });

  it.each([
    ['002010077777777771', {}],
    ['0020100777777', { 'children[accountNumber].data': 'clabe_invalid_length' }],
    ['00201007777777777X', { 'children[accountNumber].data': 'clabe_not_numeric' }],
  ])('CLABE %s → %j', (accountNumber, expected) => {
    expect(codes(SaveAccountNumberRequestSchema, { accountNumber })).toEqual(expected);
  });
});

describe('application and offers (spec §7)', () => {
  const body = {
    salaryCycle: 'weekly',
    payDates: { first_repayment_option: '2026-11-27' },
    loanAmount: { amount: 3000, currency: 'MXN' },
    iovation: { ioBB: 'blackbox' },
    affiliate: { partner: 'acme' },
    hotjarUserId: 'h1',
    juicySessionId: 'j1',
  };

  it('accepts the spec body and defaults the payment method to bank_transfer', () => {
    expect(CreateApplicationRequestSchema.parse(body).paymentMethod).toBe('bank_transfer');
  });

  it.each([
    [
      { ...body, loanAmount: { amount: 3000.555, currency: 'MXN' } },
      'children[loanAmount].children[amount].data',
    ],
    [{ ...body, salaryCycle: 'daily' }, 'children[salaryCycle].data'],
    [
      { ...body, payDates: { first_repayment_option: '2026-02-30' } },
      'children[payDates].children[first_repayment_option].data',
    ],
  ])('rejects %j at %s', (bad, path) => {
    expect(Object.keys(codes(CreateApplicationRequestSchema, bad))).toEqual([path]);
  });

  it('takes an amount and an optional term in days for counter-offers', () => {
    expect(ApproveOfferRequestSchema.safeParse({ amount: { amount: 2000, currency: 'MXN' } }).success).toBe(
      true,
    );
    expect(
      ApproveOfferRequestSchema.safeParse({
        amount: { amount: 2000, currency: 'MXN' },
        term: { value: 30, unit: 'day' },
      }).success,
    ).toBe(true);
    expect(
      ApproveOfferRequestSchema.safeParse({
        amount: { amount: 2000, currency: 'MXN' },
        term: { value: 1, unit: 'month' },
      }).success,
    ).toBe(false);
  });
});

describe('payments, referrals, sandbox, metrics', () => {
  const card = { cardNumber: '4111111111111111', holderName: 'ANA LOPEZ', expiryMonth: 12, expiryYear: 2030 };
  it.each([
    [card, {}],
    [
      { ...card, cardNumber: '4111111111111112' },
      { 'children[cardNumber].data': 'disbursement_number_invalid' },
    ],
    [{ ...card, expiryMonth: 13 }, { 'children[expiryMonth].data': 'too_big' }],
  ])('card %j → %j', (body, expected) => {
    expect(codes(DebitCardRequestSchema, body)).toEqual(expected);
  });

  it.each([
    [{ channel: 'phone', phone: '5512345678' }, true],
    [{ channel: 'email', email: 'a@b.mx' }, true],
    [{ channel: 'phone', email: 'a@b.mx' }, false],
  ])('referral %j valid: %s', (body, ok) => {
    expect(CreateReferralRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [3, true],
    [14, true],
    [401, true],
    [1, false],
    [23, false],
  ])('sandbox may force outcome %i: %s', (status, ok) => {
    expect(SandboxDecisionRequestSchema.safeParse({ status }).success).toBe(ok);
  });

  it('bounds a metrics batch', () => {
    expect(LoggerMetricsRequestSchema.safeParse({ metrics: [] }).success).toBe(false);
    expect(LoggerMetricsRequestSchema.safeParse({ metrics: [{ name: 'LCP', value: 1200 }] }).success).toBe(
      true,
    );
    expect(LoggerMetricsRequestSchema.safeParse({ metrics: [{ name: 'bad name!', value: 1 }] }).success).toBe(
      false,
    );
  });
});
