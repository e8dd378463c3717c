import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/index';
import { consents, recordRegistrationConsents } from '../clients/consents';
import { insertClientRow } from '../seed/lending-rows';
import { noticePreferences } from './notice-preferences';
import { updateNoticePreferences } from './update-notice-preferences';

// Issue 63 point 7: the marketing consent given at registration and the marketing switch of the
// notice preferences are one fact: the consent turns the switch on, and each move of the switch is a
// dated consent row.

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(() => t.close());

let seq = 0;
async function registered(marketing: boolean) {
  seq += 1;
  const clientId = await insertClientRow(t.core.db, t.core.pii, {
    phone: `+5255123${String(seq).padStart(5, '0')}`,
    email: `marketing${seq}@lender.test`,
    clabeHashOf: `002010077777777771:marketing:${seq}`,
  });
  await recordRegistrationConsents(
    t.core.db,
    clientId,
    {
      termsAndConditions: true,
      privacyNotice: true,
      creditBureau: true,
      marketing,
      behaviouralScoring: false,
    },
    t.clock.now(),
  );
  return clientId;
}

const marketingRows = async (clientId: number) =>
  (await consents(t.core, { actorId: clientId })).consents
    .filter((row) => row.kind === 'marketing')
    .map((row) => row.accepted);

describe('marketing: the registration consent and the switch', () => {
  it('given at registration, the switch is on from then', async () => {
    const clientId = await registered(true);
    expect(await noticePreferences(t.core, { actorId: clientId })).toMatchObject({ marketingOptIn: true });
    expect(await marketingRows(clientId)).toEqual([true]);
  });

  it('not given, the switch is off', async () => {
    const clientId = await registered(false);
    expect(await noticePreferences(t.core, { actorId: clientId })).toMatchObject({ marketingOptIn: false });
    expect(await marketingRows(clientId)).toEqual([false]);
  });

  it('each move of the switch is a dated consent row; the same value again is none', async () => {
    const clientId = await registered(true);
    t.clock.advance(60_000);
    await updateNoticePreferences(t.core, {
      actorId: clientId,
      body: { channel: 'both', marketingOptIn: false },
    });
    await updateNoticePreferences(t.core, {
      actorId: clientId,
      body: { channel: 'sms', marketingOptIn: false },
    });
    t.clock.advance(60_000);
    await updateNoticePreferences(t.core, {
      actorId: clientId,
      body: { channel: 'sms', marketingOptIn: true },
    });
    expect(await marketingRows(clientId)).toEqual([true, false, true]);
    const rows = (await consents(t.core, { actorId: clientId })).consents.filter(
      (row) => row.kind === 'marketing',
    );
    expect(rows[1]?.givenAt).toBe(new Date(t.clock.now().getTime() - 60_000).toISOString());
    expect(rows.every((row) => row.version !== null)).toBe(true);
    expect(await noticePreferences(t.core, { actorId: clientId })).toEqual({
      channel: 'sms',
      marketingOptIn: true,
    });
  });
});
