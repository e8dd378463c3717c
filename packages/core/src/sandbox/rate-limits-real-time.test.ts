import { clients } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleJpeg, uploadOf } from '../../testing/sample-files';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { idDocumentUpload } from '../documents/id-document-upload';
import { takeInvite } from '../referrals/referral-invitations';
import { REFERRAL_INVITES_PER_DAY } from '../referrals/referral-model';
import { platformClockOf } from './platform-clock';

// Issue 62 point 5: the platform clock moves business time only. The daily caps of uploads and of
// referral invitations are rate limits: a move of the platform clock neither opens a new day for
// them nor changes the wait they answer; the real next day does.

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore({ limits: { documentUploadsPerDay: 1, documentsPerClient: 5 } });
});
afterAll(() => t.close());

let seq = 0;
async function client(): Promise<number> {
  seq += 1;
  const email = `real-time.${seq}.${Date.now()}@example.com`;
  const phone = `+5255000${String(seq).padStart(5, '0')}`;
  const [row] = await t.core.db
    .insert(clients)
    .values({
      emailEnc: t.core.pii.encrypt(email),
      emailHash: t.core.pii.hash('email', email),
      firstName: 'Ana',
      lastName: 'López',
      phoneEnc: t.core.pii.encrypt(phone),
      phoneHash: t.core.pii.hash('phone', phone),
      passwordHash: 'x',
    })
    .returning({ id: clients.id });
  return row?.id as number;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; options?: { retryAfterSeconds?: number } }) => ({
      code: error.code,
      retryAfterSeconds: error.options?.retryAfterSeconds,
    }),
  );

const TWO_DAYS = 2 * 24 * 3600 * 1000;

describe('rate limits on real time', () => {
  it('a platform clock two days ahead opens no new day of uploads or invitations; the real next day does', async () => {
    const platform = platformClockOf(t.core.clock);
    expect(platform).not.toBeNull();
    const uploader = await client();
    const inviter = await client();
    const upload = () => idDocumentUpload(t.core, uploadOf(uploader, 'id_front', sampleJpeg(1024, 768)));
    await upload();
    for (let i = 0; i < REFERRAL_INVITES_PER_DAY; i++) await takeInvite(t.core, inviter);
    const uploadRefused = await refusal(upload());
    const inviteRefused = await refusal(takeInvite(t.core, inviter));
    expect(uploadRefused?.code).toBe('rate_limited');
    expect(inviteRefused?.code).toBe('rate_limited');

    platform?.adopt(TWO_DAYS);
    expect(t.core.clock.now().getTime() - t.core.realClock.now().getTime()).toBe(TWO_DAYS);
    // Business time moved two days; the caps still count today's real attempts, and the wait is
    // what is left of the real day.
    expect(await refusal(upload())).toEqual(uploadRefused);
    expect(await refusal(takeInvite(t.core, inviter))).toEqual(inviteRefused);

    t.clock.advance(24 * 3600 * 1000);
    expect(await refusal(upload())).toBeNull();
    expect(await refusal(takeInvite(t.core, inviter))).toBeNull();
  });
});
