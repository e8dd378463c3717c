// Issue 38: an overdue loan is claimed and contacted inside CONDUSEF's rules.
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
import { paidOutLoan } from '../../testing/lending-fixtures';
import { writeCollectionRules } from './collection-rules';
import { collectionsCase } from './collections-case';
import { collectionsClaim } from './collections-claim';
import { collectionsLogContact } from './collections-log-contact';
import { collectionsQueue } from './collections-queue';
import { collectionsRelease } from './collections-release';

let t: LendingTestCore;
let ana: number;
let beto: number;
beforeAll(async () => {
  ({ t, ana, beto } = await createCollectionsTestCore());
});
afterAll(() => t.close());
const overdueLoan = () => overdueLoanOf(t);

describe('the collections queue and claims', () => {
  it('lists the overdue loan in its bucket; claims and releases it; another must take it over', async () => {
    const { loanId } = await overdueLoan();
    const page = await collectionsQueue(t.core, {
      actorId: ana,
      query: {
        page: 1,
        perPage: 50,
        claim: 'all',
        sort: '-overdueDays',
      },
    });
    const item = page.items.find((row) => row.loanId === loanId);
    // Due Monday 16 March (a holiday), payable on the 17th: three days late on Friday the 20th.
    expect(item).toMatchObject({ bucket: '1-7', overdueDays: 3, claim: null, brokenPromise: false });
    expect(item?.balance.amount).toBeGreaterThan(0);
    expect(
      (
        await collectionsQueue(t.core, {
          actorId: ana,
          query: {
            page: 1,
            perPage: 50,
            bucket: '8-30',
            claim: 'all',
            sort: 'balance',
          },
        })
      ).items.map((row) => row.loanId),
    ).not.toContain(loanId);

    expect(
      await collectionsClaim(t.core, { actorId: ana, params: { id: loanId }, body: { takeOver: false } }),
    ).toMatchObject({
      userId: ana,
      name: 'Ana Cobranza',
    });
    const mine = await collectionsQueue(t.core, {
      actorId: ana,
      query: {
        page: 1,
        perPage: 50,
        claim: 'mine',
        sort: '-balance',
      },
    });
    expect(mine.items.map((row) => row.loanId)).toContain(loanId);
    expect(
      (
        await refusal(
          collectionsClaim(t.core, { actorId: beto, params: { id: loanId }, body: { takeOver: false } }),
        )
      ).code,
    ).toBe('already_claimed');
    expect(
      (
        await collectionsQueue(t.core, {
          actorId: beto,
          query: {
            page: 1,
            perPage: 50,
            claim: 'unclaimed',
            sort: '-overdueDays',
          },
        })
      ).items.map((row) => row.loanId),
    ).not.toContain(loanId);
    expect(
      await collectionsClaim(t.core, { actorId: beto, params: { id: loanId }, body: { takeOver: true } }),
    ).toMatchObject({ userId: beto });
    await collectionsRelease(t.core, { actorId: ana, params: { id: loanId } }); // not Ana's any more: nothing happens
    expect((await collectionsCase(t.core, { actorId: ana, params: { id: loanId } })).claim?.userId).toBe(
      beto,
    );
    await collectionsRelease(t.core, { actorId: beto, params: { id: loanId } });
    expect((await collectionsCase(t.core, { actorId: ana, params: { id: loanId } })).claim).toBeNull();
  });

  it('refuses to claim a loan that is not overdue', async () => {
    t.clock.set('2026-03-02T18:00:00Z');
    const { loanId } = await paidOutLoan(t);
    expect(
      (
        await refusal(
          collectionsClaim(t.core, { actorId: ana, params: { id: loanId }, body: { takeOver: false } }),
        )
      ).code,
    ).toBe('invalid_transition');
  });
});

describe('logging contacts under the rules', () => {
  it("logs a contact with its collector and the balance owed, and shows the borrower's own phone and e-mail", async () => {
    const { loanId, phone, email } = await overdueLoan();
    await collectionsClaim(t.core, { actorId: ana, params: { id: loanId }, body: { takeOver: false } });
    const contact = await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        channel: 'call',
        direction: 'outbound',
        result: 'no_answer',
        to: phone,
        note: 'Buzón de voz',
      },
    });
    expect(contact).toMatchObject({
      channel: 'call',
      result: 'no_answer',
      address: 'phone',
      note: 'Buzón de voz',
    });
    expect(contact.collector).toEqual({ id: ana, name: 'Ana Cobranza' });
    expect(contact.contactedAt).toBe(friday('12:00').toISOString());
    const page = await collectionsCase(t.core, { actorId: ana, params: { id: loanId } });
    expect(page.phone).toBe(phone);
    expect(page.email).toBe(email);
    expect(JSON.stringify(page)).not.toContain(REFERENCE_PHONE.slice(3));
    expect(page.contacts).toHaveLength(1);
    expect(page.contacts[0]?.balance).toEqual(page.balance);
    expect(page.allowance).toMatchObject({ insideWindow: true, today: { used: 1, limit: 3 } });
    // Another collector cannot log on Ana's case.
    expect(
      (
        await refusal(
          collectionsLogContact(t.core, {
            actorId: beto,
            params: { id: loanId },
            body: {
              channel: 'call',
              direction: 'outbound',
              result: 'reached',
              to: phone,
            },
          }),
        )
      ).code,
    ).toBe('already_claimed');
  });

  it('refuses a contact outside the window (409), a reference or unknown phone (403), and past the daily cap (429)', async () => {
    const { loanId, phone, email } = await overdueLoan();
    const call = {
      channel: 'call' as const,
      direction: 'outbound' as const,
      result: 'no_answer' as const,
      to: phone,
    };
    t.clock.set(friday('22:30'));
    const late = await refusal(
      collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call }),
    );
    expect([late.code, late.status]).toEqual(['outside_contact_window', 409]);
    expect(late.params?.opensAt).toBe('23.03.2026 07:00'); // the weekend is closed: Monday 07:00
    t.clock.set(friday('06:59'));
    expect(
      (await refusal(collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call })))
        .code,
    ).toBe('outside_contact_window');
    t.clock.set(friday('12:00'));

    for (const to of [REFERENCE_PHONE, '+525511112222']) {
      const refused = await refusal(
        collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: { ...call, to } }),
      );
      expect([refused.code, refused.status]).toEqual(['contact_not_allowed', 403]);
    }
    const wrongMail = await refusal(
      collectionsLogContact(t.core, {
        actorId: ana,
        params: { id: loanId },
        body: { ...call, channel: 'email', to: 'jefe@empresa.test' },
      }),
    );
    expect(wrongMail.code).toBe('contact_not_allowed');

    // The borrower's own number in another spelling is the borrower's.
    const national = phone.replace(/^\+52/, '');
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: { ...call, to: national },
    });
    // A text names an approved template (issue 66).
    const mail = await approvedTemplateOf(t, beto, 'email');
    const whatsapp = await approvedTemplateOf(t, beto, 'whatsapp');
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        ...call,
        channel: 'email',
        to: email.toUpperCase(),
        templateId: mail.templateId,
      },
    });
    await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        ...call,
        channel: 'whatsapp',
        templateId: whatsapp.templateId,
      },
    });
    const capped = await refusal(
      collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call }),
    );
    expect([capped.code, capped.status, capped.params]).toEqual([
      'contact_limit_reached',
      429,
      { count: 3, period: 'day', limit: 3 },
    ]);
    // The borrower calling in is logged at any hour and counts toward no cap (ADR 137).
    t.clock.set(friday('23:00'));
    const inbound = await collectionsLogContact(t.core, {
      actorId: ana,
      params: { id: loanId },
      body: {
        ...call,
        direction: 'inbound',
        result: 'reached',
      },
    });
    expect(inbound.direction).toBe('inbound');
    // Inbound contacts are still only the borrower's own addresses.
    expect(
      (
        await refusal(
          collectionsLogContact(t.core, {
            actorId: ana,
            params: { id: loanId },
            body: { ...call, direction: 'inbound', to: REFERENCE_PHONE },
          }),
        )
      ).code,
    ).toBe('contact_not_allowed');
    expect((await collectionsCase(t.core, { actorId: ana, params: { id: loanId } })).contacts).toHaveLength(
      4,
    );
  });

  it('caps the week at 7 outbound contacts across days (and follows the collections setting)', async () => {
    const { loanId, phone } = await overdueLoan();
    const call = {
      channel: 'call' as const,
      direction: 'outbound' as const,
      result: 'no_answer' as const,
      to: phone,
    };
    // Mon 23 to Wed 25 March 2026: 3 + 3 + 1 = 7 contacts, then the week is full on Wednesday.
    for (const [day, count] of [
      [23, 3],
      [24, 3],
      [25, 1],
    ] as const) {
      t.clock.set(new Date(Date.UTC(2026, 2, day, 17, 0)));
      for (let i = 0; i < count; i += 1)
        await collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call });
    }
    const week = await refusal(
      collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call }),
    );
    expect([week.code, week.params]).toEqual([
      'contact_limit_reached',
      { count: 7, period: 'week', limit: 7 },
    ]);
    await writeCollectionRules(t.core.db, { contactsPerWeek: 8 });
    await collectionsLogContact(t.core, { actorId: ana, params: { id: loanId }, body: call });
    await writeCollectionRules(t.core.db, {});
  });
});
