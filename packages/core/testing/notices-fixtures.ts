// Test support for the borrower-notice tests (issue 38): a core whose SMS go to the sandbox outbox
// (and are kept in memory, for the signing code), a client with an application waiting for its
// decision, and readers of the notices and the outbox.
import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { asc, eq } from '@lender/db/orm';
import { applications, borrowerNotices, clients, outbox } from '@lender/db/schema';
import { decideApplication } from '../src/applications/application-decision';
import type { SmsMessage, SmsProvider } from '../src/providers/messaging/port';
import { sandboxSms } from '../src/providers/messaging/sandbox';
import { sandboxDecision } from '../src/sandbox/sandbox-decision';
import { insertAcceptedApplication, insertClientRow } from '../src/seed/lending-rows';
import type { LendingTestCore } from './lending-fixtures';
import { createTestCore } from './test-core';

/** A lending test core whose SMS land in the outbox like in the sandbox. */
export async function createNoticesTestCore(): Promise<LendingTestCore> {
  const sent: SmsMessage[] = [];
  let inner: SmsProvider | undefined;
  const sms: SmsProvider = {
    name: 'sandbox-sms',
    sandbox: true,
    async send(message) {
      sent.push(message);
      await inner?.send(message);
    },
  };
  const t = await createTestCore({ providers: { sms } });
  inner = sandboxSms({ db: t.core.db, pii: t.core.pii, logger: t.logger, printCodes: false });
  return {
    ...t,
    sms: sent,
    lastCode() {
      const code = sent.filter((m) => m.otp).at(-1)?.otp;
      if (!code) throw new Error('no SMS code sent');
      return code;
    },
  };
}

let seq = 0;

/** A client (phone, e-mail, CLABE) with a new application of `amount` and its offer, not yet decided. */
export async function submittedApplication(t: LendingTestCore, amount = 3_000_00) {
  seq += 1;
  const phone = `+5255${String(20_000_000 + seq * 7919 + (Date.now() % 1000)).padStart(8, '0')}`;
  const clabe = '002010077777777771';
  const email = `notices${seq}-${Date.now()}@lender.test`;
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone,
    email,
    clabe,
    clabeHashOf: `${clabe}:notices:${seq}:${Date.now()}`,
    passwordHash: 'x',
  });
  const { applicationId, offer } = await insertAcceptedApplication(t.core.db, {
    clientId,
    amount,
    pricedOn: '2026-03-02',
    payDates: (choices) => choices.find((o) => o.value.startsWith('2026-03-16')),
    status: APPLICATION_STATUS.new,
    expiresAt: new Date(Date.parse('2026-03-09T00:00:00Z')),
  });
  return { clientId, applicationId, offer, phone, email };
}

/**
 * A $1,000.00 application of a client of 35 earning $9,000.00 a month, decided by the engine itself
 * (not forced); `fake` makes it a sandbox (play money) client's, as the risk team's numbers leave out.
 */
export async function engineDecidedApplication(t: LendingTestCore, { fake }: { fake: boolean }) {
  const app = await submittedApplication(t, 1_000_00);
  await t.core.db
    .update(clients)
    .set({
      birthDate: '1990-05-14',
      employment: { monthlyIncome: 9_000_00, employmentStatusKey: 'employed' },
    })
    .where(eq(clients.id, app.clientId));
  if (fake)
    await t.core.db.update(applications).set({ fake: true }).where(eq(applications.id, app.applicationId));
  await decideApplication(t.core, app.applicationId, { type: 'client', id: app.clientId });
  return app.applicationId;
}

/** Decides an application with the sandbox forcing `outcome` (spec §4 status). */
export async function decideAs(
  t: LendingTestCore,
  clientId: number,
  applicationId: number,
  outcome: 3 | 6 | 13 | 14,
) {
  await t.core.sandbox.start(clientId, { kind: 'qa_cookie' });
  await sandboxDecision(t.core, { actorId: clientId, body: { status: outcome } });
  return decideApplication(t.core, applicationId, { type: 'client', id: clientId });
}

/** The client's notices, oldest first. */
export function noticesOf(t: LendingTestCore, clientId: number) {
  return t.core.db
    .select()
    .from(borrowerNotices)
    .where(eq(borrowerNotices.clientId, clientId))
    .orderBy(asc(borrowerNotices.id));
}

/** The outbox rows sent to a phone or an e-mail (of one template when given), oldest first. */
export async function outboxTo(
  t: LendingTestCore,
  to: { phone: string } | { email: string },
  template?: string,
) {
  const hash =
    'phone' in to ? t.core.pii.hash('phone', to.phone) : t.core.pii.hash('email', to.email.toLowerCase());
  const rows = await t.core.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipientHash, hash))
    .orderBy(asc(outbox.id));
  return template === undefined ? rows : rows.filter((row) => row.payload?.purpose === template);
}
