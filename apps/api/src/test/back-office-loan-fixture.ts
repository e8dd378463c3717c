import { confirmPendingPayouts, type SmsMessage, today, useCases } from '@lender/core';
import { insertAcceptedApplication, insertClientRow, memorySms } from '@lender/core/testing';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose SMS are kept in memory (the agreement code is read from them). */
export async function createLendingTestApp(): Promise<TestApp & { sms: SmsMessage[] }> {
  const sms = memorySms();
  const t = await createTestApp({ providers: { sms } });
  return Object.assign(t, { sms: sms.sent });
}

let seq = 0;
/**
 * An active loan of `amount` centavos (default 3,000 pesos) for a new client: an accepted
 * application with its offer priced by the calculator, signed with the SMS code and paid out by
 * the sandbox provider. Moves the clock past the payout delay (sign in again afterwards).
 */
export async function activeLoan(
  t: TestApp & { sms: SmsMessage[] },
  options: { amount?: number; fake?: boolean; firstName?: string } = {},
): Promise<{ clientId: number; loanId: number; applicationId: number; total: number }> {
  seq += 1;
  const phone = `+5255${String(41_000_000 + seq).padStart(8, '0')}`;
  const clabe = '002010077777777771';
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone,
    email: `bo-list-${seq}@lender.test`,
    firstName: options.firstName ?? 'Ana',
    clabe,
    clabeHashOf: `${clabe}:list:${seq}`,
    fake: options.fake ?? false,
  });
  const { applicationId, offer } = await insertAcceptedApplication(t.core.db, {
    clientId,
    amount: options.amount ?? 3_000_00,
    pricedOn: today(t.clock),
    fake: options.fake ?? false,
    // On the test clock, like every row the services write.
    createdAt: t.clock.now(),
    expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
  });
  await useCases.client.agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } });
  const smsCode = t.sms.at(-1)?.otp;
  if (!smsCode) throw new Error('no agreement code sent');
  const { loanId } = await useCases.client.signAgreement(t.core, {
    actorId: clientId,
    params: { id: applicationId },
    body: { smsCode },
  });
  t.clock.advance(10 * 60_000);
  await confirmPendingPayouts(t.core);
  return { clientId, loanId, applicationId, total: offer.total };
}

let mandated = 0;
/**
 * A loan of 2,000 pesos signed after the borrower's CLABE direct-debit consent (so with a CLABE
 * mandate) and paid out; its borrower's token.
 */
export async function mandatedLoan(
  t: TestApp & { sms: SmsMessage[] },
): Promise<{ clientId: number; loanId: number; token: string }> {
  mandated += 1;
  const clabe = '002010077777777771';
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone: `+5255${String(42_000_000 + mandated).padStart(8, '0')}`,
    email: `mandate-${mandated}@lender.test`,
    clabe,
    clabeHashOf: `${clabe}:mandate:${mandated}`,
  });
  const { applicationId } = await insertAcceptedApplication(t.core.db, {
    clientId,
    amount: 2_000_00,
    pricedOn: today(t.clock),
    createdAt: t.clock.now(),
    expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
  });
  await useCases.client.directDebitConsent(t.core, {
    actorId: clientId,
    body: { accepted: true, paymentType: 'clabe' },
  });
  await useCases.client.agreementSmsCode(t.core, { actorId: clientId, params: { id: applicationId } });
  const smsCode = t.sms.at(-1)?.otp as string;
  const { loanId } = await useCases.client.signAgreement(t.core, {
    actorId: clientId,
    params: { id: applicationId },
    body: { smsCode },
  });
  t.clock.advance(10 * 60_000);
  await confirmPendingPayouts(t.core);
  const { token } = await t.core.auth.issue({
    accountType: 'client',
    subjectId: clientId,
    mfaPending: false,
  });
  return { clientId, loanId, token };
}
