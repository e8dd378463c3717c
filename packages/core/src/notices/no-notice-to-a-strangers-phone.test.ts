// A CONDUSEF examiner's attack (regulation-2026.md: a third of collection complaints are contacts
// with people who are not the debtor; recycled phone lines bring them): once a collector found a
// stranger answering the borrower's phone (`wrong_number`, ADR 326), no notice about the loan goes
// to that phone by SMS until the borrower verifies it again — the e-mail carries it instead.
import { eq } from '@lender/db/orm';
import { clients, loanInvoices } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friday, overdueLoanOf } from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { createNoticesTestCore, noticesOf } from '../../testing/notices-fixtures';
import { collectionsLogContact } from '../collections/collections-log-contact';

let t: LendingTestCore;
let ana: number;
beforeAll(async () => {
  t = await createNoticesTestCore();
  ana = (
    await t.core.backOfficeUsers.create({
      email: 'ana.wrong@lender.test',
      name: 'Ana Cobranza',
      password: 'a-long-collector-password',
      role: 'collections',
    })
  ).id;
});
afterAll(() => t.close());

async function remind(loanId: number, offset: number) {
  const [invoice] = await t.core.db.select().from(loanInvoices).where(eq(loanInvoices.loanId, loanId));
  if (!invoice) throw new Error('no invoice');
  return t.core.db.transaction((tx) =>
    t.core.notices.notify(tx, { kind: 'reminder', invoiceId: invoice.id, offset }),
  );
}
const channelsOf = async (clientId: number, template: string) =>
  (await noticesOf(t, clientId)).filter((row) => row.template === template).map((row) => row.channel);

describe('a phone a stranger answered', () => {
  it('gets no SMS about the loan (the e-mail does) until the borrower verifies it again', async () => {
    const { loanId, clientId, phone } = await overdueLoanOf(t);
    t.clock.set(friday('12:00'));
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: { channel: 'call', direction: 'outbound', result: 'wrong_number', to: phone },
    });
    t.clock.set(friday('12:05'));
    await remind(loanId, -4);
    expect(await channelsOf(clientId, 'reminder_after_due')).toEqual(['email']);

    // Verified again by a code: the SMS goes as before.
    t.clock.set(friday('13:00'));
    await t.core.db.update(clients).set({ phoneVerifiedAt: t.clock.now() }).where(eq(clients.id, clientId));
    await remind(loanId, -5);
    expect((await channelsOf(clientId, 'reminder_after_due')).sort()).toEqual(['email', 'email', 'sms']);
  });

  it('keeps an SMS queued before the stranger answered from going out; the e-mail goes', async () => {
    const { loanId, clientId, phone } = await overdueLoanOf(t);
    t.clock.set(friday('12:20'));
    await remind(loanId, -4);
    expect((await channelsOf(clientId, 'reminder_after_due')).sort()).toEqual(['email', 'sms']);
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: { channel: 'call', direction: 'outbound', result: 'wrong_number', to: phone },
    });
    t.clock.set(friday('12:25'));
    await t.core.notices.deliverDue();
    const rows = (await noticesOf(t, clientId)).filter((row) => row.template === 'reminder_after_due');
    expect(rows.find((row) => row.channel === 'email')?.status).toBe('sent');
    expect(rows.find((row) => row.channel === 'sms')).toMatchObject({
      status: 'failed',
      lastError: 'phone_answered_by_stranger',
    });
  });

  it('another borrower’s wrong number changes nothing for this one', async () => {
    const { loanId, clientId } = await overdueLoanOf(t);
    t.clock.set(friday('12:10'));
    await remind(loanId, -4);
    expect((await channelsOf(clientId, 'reminder_after_due')).sort()).toEqual(['email', 'sms']);
  });
});
