import { type PayCycle, payDateOptions } from '@lender/calculator';
import { makeClabe } from '@lender/clabe';
import type { ClientRegistrationInput, CreateApplicationRequest } from '@lender/contracts';
import { businessDate } from '@lender/core';
import { expect } from 'vitest';
import { curp, lastCodeSentTo, ROMA_NORTE_ADDRESS, registerClient } from './fixtures';
import type { TestApp } from './test-app';

/** The private client prefix (spec §7). */
export const C = '/web/private/client';

/** A borrower registered and onboarded through the API. */
export interface Borrower {
  token: string;
  clientId: number;
  phone: string;
}

/** The borrower's declared income in pesos a month: enough for the amounts the journeys ask. */
export const MONTHLY_INCOME_PESOS = 20_000;
/** Pay cycle of the journeys' borrowers. */
export const SALARY_CYCLE: PayCycle = 'biweekly';

/** The seeds {@link onboardBorrower} tells apart: 336 birth dates times the ten homoclave digits. */
export const BORROWER_SEEDS = 3360;

/**
 * Registers a borrower through the API (SMS code from the outbox) and completes the profile steps
 * of spec §4 (work info, address, reference) and the CLABE that receives the loan. `n` makes the
 * CURP, phone, e-mail and CLABE unique in the test file: each `n` below {@link BORROWER_SEEDS} a
 * different CURP (its birth date from `n` modulo 336, its homoclave digit, position 17, from the
 * rest; a digit there keeps the birth in the 1900s). `registration` replaces fields of the
 * registration (a name, and then a CURP and birth date that agree with it).
 */
export async function onboardBorrower(
  t: TestApp,
  n: number,
  registration: Partial<ClientRegistrationInput> = {},
): Promise<Borrower> {
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(n / 12) % 28)).padStart(2, '0');
  const homoclave = Math.floor(n / 336) % 10;
  const registered = await registerClient(t, {
    nationalIdentificator: curp(`JOUR85${month}${day}HDFRRS${homoclave}`),
    birthDate: `1985-${month}-${day}`,
    ...registration,
  });
  const token = registered.token;
  const me = await t.call('GET', C, { token });
  expect(me.status).toBe(200);

  const two = await t.call('PUT', `${C}/complete-step-two`, {
    token,
    body: {
      employmentStatusKey: 'employed',
      companyName: 'Tortillería La Esperanza',
      monthlyIncome: MONTHLY_INCOME_PESOS,
      salaryCycle: SALARY_CYCLE,
      payDate: { referenceDate: businessDate(t.clock.now()), semiMonthlyPayDates: null, dateOfMonth: null },
    },
  });
  expect(two.status, JSON.stringify(two.body)).toBe(200);
  const three = await t.call('PUT', `${C}/complete-step-three`, {
    token,
    body: ROMA_NORTE_ADDRESS,
  });
  expect(three.status, JSON.stringify(three.body)).toBe(200);
  const four = await t.call('PUT', `${C}/complete-step-four`, {
    token,
    body: { reference: { fullName: 'Pedro Ramírez', phone: '5511223344', relation: 'friend' } },
  });
  expect(four.status, JSON.stringify(four.body)).toBe(200);
  const clabe = await t.call('POST', `${C}/bank/saveAccountNumber`, {
    token,
    body: { accountNumber: makeClabe('002', '010', 1_000_000_000 + n) },
  });
  expect(clabe.status, JSON.stringify(clabe.body)).toBe(200);
  return { token, clientId: me.body.data.id as number, phone: registered.body.mobilePhone.number };
}

/** Uploads a photo through `client-document/upload` (multipart), as the ID-document step does. */
export async function uploadDocument(t: TestApp, token: string, type: string, file: File): Promise<void> {
  const form = new FormData();
  form.set('type', type);
  form.set('file', file);
  const res = await t.app.request(`${C}/client-document/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The pay-date option `daysAhead` days from today for the journeys' cycle (calculator order). */
export function payDates(t: TestApp, daysAhead = 14): { value: string; first: string; second: string } {
  const options = payDateOptions(SALARY_CYCLE, businessDate(t.clock.now()));
  const option = options[daysAhead - 1];
  if (!option) throw new Error(`no pay-date option ${daysAhead} days ahead`);
  const [first, second] = option.value.split(',') as [string, string];
  return { value: option.value, first, second };
}

/** A spec §7 application body for `amountPesos`. */
export function applicationBody(t: TestApp, amountPesos: number): CreateApplicationRequest {
  const dates = payDates(t);
  return {
    salaryCycle: SALARY_CYCLE,
    payDates: { first_repayment_option: dates.first, second_repayment_option: dates.second },
    loanAmount: { amount: amountPesos, currency: 'MXN' },
    iovation: { ioBB: '0400JapG4txqVP4Nf94lis1ztosU8peh' },
    paymentMethod: 'bank_transfer',
    hotjarUserId: 'hj-journey',
    juicySessionId: 'js-journey',
  };
}

/** The last SMS code the sandbox sent to the borrower's phone, read from the outbox. */
export function lastSmsCode(t: TestApp, borrower: Borrower): Promise<string> {
  return lastCodeSentTo(t, borrower.phone);
}

/** Headers with an `Idempotency-Key`. */
export function withKey(key: string): { headers: Record<string, string> } {
  return { headers: { 'Idempotency-Key': key } };
}
