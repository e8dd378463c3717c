// Issue 66 points 3 and 4 (ADR 326): collections reach only the borrower, at an address verified by
// a code and alive within 60 days, with approved templates only; the borrower reads every contact.
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedTemplateOf,
  createCollectionsTestCore,
  friday,
  overdueLoanOf,
  REFERENCE_PHONE,
  refusal,
} from '../../testing/collections-fixtures';
import type { LendingTestCore } from '../../testing/lending-fixtures';
import { requestContactTemplate } from '../back-office/collection-templates/request-contact-template';
import { collectionContacts } from '../clients/collection-contacts';
import { collectionsClaim } from './collections-claim';
import { collectionsLogContact } from './collections-log-contact';
import { SILENT_PHONE_DAYS } from './contact-reachability';

let t: LendingTestCore;
let ana: number;
let beto: number;
beforeAll(async () => {
  ({ t, ana, beto } = await createCollectionsTestCore());
});
afterAll(() => t.close());

/** An overdue loan claimed by Ana, and a call to the borrower's own phone. */
async function claimedLoan() {
  const loan = await overdueLoanOf(t);
  await collectionsClaim(t.core, { actorId: ana, params: { id: loan.loanId }, body: { takeOver: false } });
  const call = {
    channel: 'call' as const,
    direction: 'outbound' as const,
    result: 'no_answer' as const,
    to: loan.phone,
  };
  return { ...loan, call };
}

const setClient = (clientId: number, values: Partial<typeof clients.$inferInsert>) =>
  t.core.db.update(clients).set(values).where(eq(clients.id, clientId));

/** Friday 20 March 2026 at noon in Mexico City, less `days` days. */
const daysBeforeFriday = (days: number) => new Date(friday('12:00').getTime() - days * 86_400_000);

describe('a collector reaches only the borrower, at a verified and living address', () => {
  it("refuses the reference's phone and a stranger's, whatever the channel (403 contact_not_allowed)", async () => {
    const { loanId, call } = await claimedLoan();
    const sms = await approvedTemplateOf(t, beto, 'sms');
    for (const attempt of [
      { ...call, to: REFERENCE_PHONE },
      { ...call, to: REFERENCE_PHONE.replace('+52', '') },
      { ...call, channel: 'sms' as const, to: REFERENCE_PHONE, templateId: sms.templateId },
      { ...call, channel: 'whatsapp' as const, to: '+525511112222' },
      { ...call, direction: 'inbound' as const, to: REFERENCE_PHONE },
    ]) {
      const refused = await refusal(
        collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: attempt }),
      );
      expect([refused.code, refused.status]).toEqual(['contact_not_allowed', 403]);
    }
  });

  it('refuses a phone or e-mail never verified by a code (403 contact_not_verified)', async () => {
    const { loanId, clientId, email, call } = await claimedLoan();
    const mail = await approvedTemplateOf(t, beto, 'email');
    await setClient(clientId, { phoneVerifiedAt: null, emailVerifiedAt: null });
    const phone = await refusal(
      collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call }),
    );
    expect([phone.code, phone.status]).toEqual(['contact_not_verified', 403]);
    const byMail = { ...call, channel: 'email' as const, to: email, templateId: mail.templateId };
    expect(
      (await refusal(collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: byMail })))
        .code,
    ).toBe('contact_not_verified');
    // The borrower calling in from it is logged all the same (an inbound contact reaches nobody).
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: { ...call, direction: 'inbound', result: 'reached' },
    });
  });

  it(`calls a phone verified ${SILENT_PHONE_DAYS - 1} days ago, not one silent ${SILENT_PHONE_DAYS} days, until the borrower shows life`, async () => {
    const { loanId, clientId, call } = await claimedLoan();
    await setClient(clientId, { phoneVerifiedAt: daysBeforeFriday(SILENT_PHONE_DAYS - 1) });
    await collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call });
    await setClient(clientId, { phoneVerifiedAt: daysBeforeFriday(SILENT_PHONE_DAYS) });
    const silent = await refusal(
      collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call }),
    );
    expect([silent.code, silent.status, silent.params]).toEqual([
      'contact_needs_reverification',
      403,
      { lastActiveOn: '2026-01-19' },
    ]);
    // The borrower calls in from that phone: alive again.
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: { ...call, direction: 'inbound', result: 'reached' },
    });
    await collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call });
  });

  it('stops calling a phone a stranger answered until the borrower verifies it again', async () => {
    const { loanId, clientId, call } = await claimedLoan();
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: { ...call, result: 'wrong_number' },
    });
    t.clock.set(friday('12:05'));
    expect(
      (await refusal(collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call })))
        .code,
    ).toBe('contact_needs_reverification');
    await setClient(clientId, { phoneVerifiedAt: t.clock.now() }); // `client/phone/verify` with its code
    t.clock.set(friday('12:10'));
    await collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call });
  });
});

describe('texts only from approved templates', () => {
  it('refuses an SMS, e-mail or WhatsApp without a template (422 free_text_not_allowed)', async () => {
    const { loanId, email, call } = await claimedLoan();
    for (const attempt of [
      { ...call, channel: 'sms' as const, note: 'Paga hoy o ya verás' },
      { ...call, channel: 'whatsapp' as const },
      { ...call, channel: 'email' as const, to: email },
    ]) {
      const refused = await refusal(
        collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: attempt }),
      );
      expect([refused.code, refused.status]).toEqual(['free_text_not_allowed', 422]);
    }
  });

  it('refuses a template waiting for approval, or one for another channel (422 template_not_approved)', async () => {
    const { loanId, call } = await claimedLoan();
    const waiting = await requestContactTemplate(t.core, {
      actorId: beto,
      body: {
        name: 'Aviso sin aprobar',
        channel: 'sms',
        body: 'Hola {firstName}, tu pago de {amount} está pendiente.',
        reason: 'Prueba',
      },
    });
    const sms = { ...call, channel: 'sms' as const, templateId: Number(waiting.payload.templateId) };
    expect(
      (await refusal(collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: sms })))
        .code,
    ).toBe('template_not_approved');
    const mail = await approvedTemplateOf(t, beto, 'email');
    const wrongChannel = await refusal(
      collectionsLogContact(t.core, {
        actorId: ana,
        params: { id: loanId },
        body: { ...sms, templateId: mail.templateId },
      }),
    );
    expect([wrongChannel.code, wrongChannel.status]).toEqual(['template_not_approved', 422]);
    const approved = await approvedTemplateOf(t, beto, 'sms');
    const sent = await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        ...sms,
        templateId: approved.templateId,
      },
    });
    expect(sent.templateId).toBe(approved.templateId);
  });
});

describe("the borrower's contact log", () => {
  it("lists exactly the borrower's contacts, newest first, with agent codes and templates, and none of another borrower's", async () => {
    const mine = await claimedLoan();
    const sms = await approvedTemplateOf(t, beto, 'sms');
    t.clock.set(friday('12:00'));
    const first = await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: mine.loanId },
      body: mine.call,
    });
    t.clock.set(friday('12:30'));
    const second = await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: mine.loanId },
      body: {
        ...mine.call,
        channel: 'sms',
        result: 'reached',
        templateId: sms.templateId,
      },
    });
    const other = await claimedLoan();
    t.clock.set(friday('13:00'));
    const theirs = await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: other.loanId },
      body: other.call,
    });

    const log = await collectionContacts(t.core, { actorId: mine.clientId });
    expect(log.map((contact) => contact.id)).toEqual([second.id, first.id]);
    expect(log[0]).toMatchObject({
      loanId: mine.loanId,
      channel: 'sms',
      direction: 'outbound',
      result: 'reached',
      agentCode: `AG-${String(ana).padStart(4, '0')}`,
      template: { id: sms.templateId, name: 'Recordatorio sms' },
      contactedAt: friday('12:30').toISOString(),
    });
    expect(log[1]?.template).toBeNull();
    expect(log[0]?.contractNumber).toMatch(/^STL-\d{6}$/);
    // Never the agent's name or e-mail, nor the phone called.
    const text = JSON.stringify(log);
    for (const secret of ['Ana Cobranza', 'ana@lender.test', mine.phone.slice(3)])
      expect(text).not.toContain(secret);
    const theirLog = await collectionContacts(t.core, { actorId: other.clientId });
    expect(theirLog.map((contact) => contact.id)).toEqual([theirs.id]);
    expect(await collectionContacts(t.core, { actorId: 999_999 })).toEqual([]);
  });
});
