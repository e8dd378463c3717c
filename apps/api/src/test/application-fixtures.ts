import { payDateOptions } from '@lender/calculator';
import type { CreateApplicationRequest } from '@lender/contracts';
import { businessDate } from '@lender/core';
import { sql } from '@lender/db/orm';
import { curp, ROMA_NORTE_ADDRESS, registerClient } from './fixtures';
import type { TestApp } from './test-app';

/** The private client prefix (spec §7). */
export const C = '/web/private/client';

let made = 0;

/**
 * A client registered through the API who completed work info (`monthlyIncomePesos`, monthly pay,
 * `employment`), address and reference; unique CURP per call. Returns its token and id.
 */
export async function applicant(
  t: TestApp,
  options: { monthlyIncomePesos?: number; employment?: string; behaviouralScoring?: boolean } = {},
): Promise<{ token: string; clientId: number }> {
  made += 1;
  const month = String(1 + (made % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(made / 12) % 28)).padStart(2, '0');
  const { token } = await registerClient(t, {
    nationalIdentificator: curp(`APLI88${month}${day}HDFRRS0`),
    birthDate: `1988-${month}-${day}`,
    ...(options.behaviouralScoring !== undefined && {
      consents: {
        termsAndConditions: true,
        privacyNotice: true,
        creditBureau: true,
        marketing: false,
        behaviouralScoring: options.behaviouralScoring,
      },
    }),
  });
  const steps: Array<[string, unknown]> = [
    [
      'complete-step-two',
      {
        employmentStatusKey: options.employment ?? 'employed',
        companyName: 'Panadería El Sol',
        monthlyIncome: options.monthlyIncomePesos ?? 15_000,
        salaryCycle: 'monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: 30 },
      },
    ],
    ['complete-step-three', ROMA_NORTE_ADDRESS],
    [
      'complete-step-four',
      { reference: { fullName: 'Pedro Ramírez', phone: '5511223344', relation: 'friend' } },
    ],
  ];
  for (const [path, body] of steps) {
    const res = await t.call('PUT', `${C}/${path}`, { token, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const me = await t.call('GET', C, { token });
  return { token, clientId: me.body.data.id as number };
}

/** The monthly pay-date option whose first date is about two weeks ahead of the test clock. */
export function monthlyPayDates(t: TestApp): { first: string; second: string } {
  const options = payDateOptions('monthly', businessDate(t.clock.now()));
  const option = options[13] ?? options[options.length - 1];
  if (!option) throw new Error('no monthly pay-date option');
  const [first, second] = option.value.split(',') as [string, string];
  return { first, second };
}

/** A §7 application body for `amountPesos` on the monthly cycle, with scoring data. */
export function applicationBody(t: TestApp, amountPesos = 3_000): CreateApplicationRequest {
  const dates = monthlyPayDates(t);
  return {
    salaryCycle: 'monthly',
    payDates: { first_repayment_option: dates.first, second_repayment_option: dates.second },
    loanAmount: { amount: amountPesos, currency: 'MXN' },
    iovation: { ioBB: '0400JapG4txqVP4Nf94lis1ztosU8peh' },
    paymentMethod: 'bank_transfer',
    hotjarUserId: 'hj-1',
    juicySessionId: 'js-1',
  };
}

/** Records an uploaded ID front for the client (the documents service's table), as an upload would. */
export async function withIdDocument(t: TestApp, clientId: number): Promise<void> {
  await t.core.db.execute(sql`
    insert into client_documents (client_id, type, format, content_type, size, sha256, storage_key)
    values (${clientId}, 'id_front', 'jpeg', 'image/jpeg', 10, 'x', ${`test/${clientId}/${Date.now()}-${Math.random()}`})`);
}

/** Creates the application and sends it to decision (`PUT finish`); returns the application. */
export async function decided(t: TestApp, token: string, amountPesos = 3_000) {
  const created = await t.call('POST', `${C}/application`, { token, body: applicationBody(t, amountPesos) });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const finished = await t.call('PUT', `${C}/finish`, { token });
  if (finished.status !== 200) throw new Error(`finish: ${finished.status} ${JSON.stringify(finished.body)}`);
  const actual = await t.call('GET', `${C}/application/actual`, { token });
  return {
    id: created.body.data.id as number,
    status: actual.body.data?.status as number,
    flow: finished.body.data,
  };
}

/** Starts the client's sandbox with the QA cookie and forces the next decision. */
export async function forceDecision(t: TestApp, token: string, status: number): Promise<void> {
  const headers = { cookie: 'qa-disable-flow=1' };
  const start = await t.call('POST', `${C}/sandbox/start`, { token, headers });
  if (start.status !== 200) throw new Error(`sandbox start: ${start.status} ${JSON.stringify(start.body)}`);
  const forced = await t.call('PUT', `${C}/sandbox/decision`, { token, headers, body: { status } });
  if (forced.status !== 200)
    throw new Error(`sandbox decision: ${forced.status} ${JSON.stringify(forced.body)}`);
}
