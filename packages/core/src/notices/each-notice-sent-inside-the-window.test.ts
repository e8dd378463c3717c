// The law's contact hours (regulation-2026.md, ADR 372: weekdays 07:00–22:00 in Mexico City) bind
// every message when it leaves. A delivery run begun at 21:58 with a provider that takes a minute a
// message must stop at 22:00; what it claimed and did not send waits for 07:00, and goes then once.
import { asc, inArray } from '@lender/db/orm';
import { borrowerNotices } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { isInsideContactWindow } from '../calendar/contact-window';
import type { EmailProvider, NoticeReference, SmsProvider } from '../providers/messaging/port';
import { insertClientRow } from '../seed/lending-rows';

/** How long the provider takes to send one message: the core clock moves on during the run. */
const SEND_MS = 60_000;

let t: TestCore;
/** Each notice the providers were handed, with the core clock's instant it left at. */
const sends: Array<{ noticeId: number | undefined; at: Date }> = [];
const slowly = async (notice: NoticeReference | undefined) => {
  sends.push({ noticeId: notice?.id, at: t.clock.now() });
  t.clock.advance(SEND_MS);
};
const sms: SmsProvider = { name: 'slow-sms', sandbox: true, send: (message) => slowly(message.notice) };
const email: EmailProvider = { name: 'slow-email', send: (message) => slowly(message.notice) };

beforeAll(async () => {
  t = await createTestCore({ providers: { sms, email } });
});
afterAll(() => t.close());

/** The instant of a Mexico City wall-clock time (UTC-6 all year). */
const at = (date: string, hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hours + 6, minutes));
};

/** Three borrowers with a notice each, by SMS and e-mail: six messages due now. */
async function sixDueMessages(): Promise<number[]> {
  for (const n of [1, 2, 3]) {
    const clientId = await insertClientRow(t.core.db, t.core.pii, {
      phone: `+52551000000${n}`,
      email: `late-batch-${n}@lender.test`,
      clabeHashOf: `late-batch:${n}`,
    });
    await t.core.db.transaction((tx) =>
      t.core.notices.notifyDraft(tx, {
        clientId,
        eventId: `late-batch:${n}`,
        template: 'application_received',
        applicationId: null,
        loanId: null,
        subject: 'Aviso',
        text: 'Hola.',
      }),
    );
  }
  const rows = await t.core.db
    .select({ id: borrowerNotices.id })
    .from(borrowerNotices)
    .orderBy(asc(borrowerNotices.id));
  return rows.map((row) => row.id);
}

const noticesIn = (ids: number[]) =>
  t.core.db
    .select({
      status: borrowerNotices.status,
      attempts: borrowerNotices.attempts,
      notBefore: borrowerNotices.notBefore,
    })
    .from(borrowerNotices)
    .where(inArray(borrowerNotices.id, ids))
    .orderBy(asc(borrowerNotices.id));

describe('the contact window holds for each message when it is sent', () => {
  it('a run begun at 21:58 with a minute a message sends two before 22:00; the other four wait, their attempt uncounted, and go once at 07:00', async () => {
    t.clock.set(at('2026-03-03', '21:58')); // a Tuesday
    const ids = await sixDueMessages();
    expect(ids).toHaveLength(6);

    expect(await t.core.notices.deliverDue()).toEqual({ sent: 2, failed: 0, windowClosed: true });
    expect(sends.map((send) => send.at)).toEqual([at('2026-03-03', '21:58'), at('2026-03-03', '21:59')]);
    const opening = at('2026-03-04', '07:00');
    expect((await noticesIn(ids)).slice(2)).toEqual(
      Array.from({ length: 4 }, () => ({ status: 'queued', attempts: 0, notBefore: opening })),
    );

    t.clock.set(at('2026-03-04', '06:59'));
    expect(await t.core.notices.deliverDue()).toEqual({ sent: 0, failed: 0, windowClosed: true });
    t.clock.set(opening);
    expect(await t.core.notices.deliverDue()).toEqual({ sent: 4, failed: 0, windowClosed: false });
    expect(await t.core.notices.deliverDue()).toMatchObject({ sent: 0 });

    expect(sends.filter((send) => !isInsideContactWindow(send.at))).toEqual([]);
    expect(sends.map((send) => send.noticeId)).toEqual(ids);
    expect((await noticesIn(ids)).map(({ status, attempts }) => ({ status, attempts }))).toEqual(
      ids.map(() => ({ status: 'sent', attempts: 1 })),
    );
  });
});
