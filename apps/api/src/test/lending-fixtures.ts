import { makeClabe } from '@lender/clabe';
import { businessDate, confirmPendingPayouts } from '@lender/core';
import { schema } from '@lender/core/db';
import { insertAcceptedApplication } from '@lender/core/testing';
import { eq } from '@lender/db/orm';
import { C } from './application-fixtures';
import { curp, lastCodeSentTo, registerClient } from './fixtures';
import type { TestApp } from './test-app';

export { C };

/**
 * A client registered through the API with a saved CLABE, and an accepted application whose current
 * offer is priced by `@lender/calculator` (written directly, as the decision of the applications
 * service would leave it: these tests are about what follows the decision).
 */
let made = 0;

export async function acceptedClient(t: TestApp, amountPesos = 3_000) {
  made += 1;
  const month = String(1 + (made % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(made / 12) % 28)).padStart(2, '0');
  const { token } = await registerClient(t, {
    nationalIdentificator: curp(`LOAN85${month}${day}MDFRRS0`),
    birthDate: `1985-${month}-${day}`,
  });
  const me = await t.call('GET', C, { token });
  const clientId = me.body.data.id as number;
  const clabe = await t.call('POST', `${C}/bank/saveAccountNumber`, {
    token,
    body: { accountNumber: makeClabe('002', '010', 7_000_000_000 + made) },
  });
  if (clabe.status !== 200) throw new Error(`clabe: ${clabe.status} ${JSON.stringify(clabe.body)}`);
  const { applicationId, offer } = await insertAcceptedApplication(t.core.db, {
    clientId,
    amount: amountPesos * 100,
    pricedOn: businessDate(t.clock.now()),
    payDates: (options) => options.at(-1),
    expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000),
  });
  return { token, clientId, applicationId, offer };
}

/** Asks for the signing code and reads it from the outbox, as a tester would. */
export async function agreementCode(t: TestApp, token: string, clientId: number, applicationId: number) {
  t.clock.advance(61_000);
  const sent = await t.call('POST', `${C}/application/agreement/${applicationId}/sms-code`, { token });
  if (sent.status !== 200) throw new Error(`agreement code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const [row] = await t.core.db
    .select({ phoneEnc: schema.clients.phoneEnc })
    .from(schema.clients)
    .where(eq(schema.clients.id, clientId));
  return lastCodeSentTo(t, t.core.pii.decrypt(row?.phoneEnc ?? '').slice(-10));
}

/** Signs and lets the sandbox payout confirm: an active loan. */
export async function activeLoanClient(t: TestApp, amountPesos = 3_000) {
  const client = await acceptedClient(t, amountPesos);
  const smsCode = await agreementCode(t, client.token, client.clientId, client.applicationId);
  const signed = await t.call('POST', `${C}/application/agreement/${client.applicationId}`, {
    token: client.token,
    body: { smsCode },
  });
  if (signed.status !== 200) throw new Error(`sign: ${signed.status} ${JSON.stringify(signed.body)}`);
  t.clock.advance(120_000);
  await confirmPendingPayouts(t.core);
  return { ...client, loanId: signed.body.data.loanId as number };
}
