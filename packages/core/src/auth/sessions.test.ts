import { sessions } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { SESSION_PURGE_GRACE_SECONDS } from './sessions';
import { tokenRefresh } from './token-refresh';

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('auth.purgeExpired', () => {
  it('deletes sessions that ended more than the grace ago, keeps live and recently ended ones', async () => {
    const { core, clock } = t;
    const start = clock.now();
    const old = await core.auth.issue({ accountType: 'client', subjectId: 1, mfaPending: false });
    const revokedOld = await core.auth.issue({ accountType: 'client', subjectId: 2, mfaPending: false });
    const oldSession = (await core.auth.authenticate(revokedOld.token)).sessionId;
    await core.auth.revoke(oldSession, 'logout');
    // Two days later (every session above has passed its idle and absolute expiry by a day+).
    clock.set(new Date(start.getTime() + 48 * HOUR));
    const live = await core.auth.issue({ accountType: 'client', subjectId: 3, mfaPending: false });
    const revokedNow = await core.auth.issue({ accountType: 'user', subjectId: 4, mfaPending: true });
    await core.auth.revoke((await core.auth.authenticate(revokedNow.token)).sessionId, 'logout');

    expect(await core.auth.purgeExpired(clock.now())).toBe(2);
    const left = await core.db.select({ subjectId: sessions.subjectId }).from(sessions);
    expect(left.map((row) => row.subjectId).sort()).toEqual([3, 4]);
    await expect(core.auth.authenticate(live.token)).resolves.toMatchObject({ subjectId: 3 });
    await expect(core.auth.authenticate(old.token)).rejects.toMatchObject({ code: expect.any(String) });
    // Nothing more until the recent ones are a grace period old.
    expect(await core.auth.purgeExpired(clock.now())).toBe(0);
    clock.set(new Date(clock.now().getTime() + (SESSION_PURGE_GRACE_SECONDS + 43_200) * 1000 + HOUR));
    expect(await core.auth.purgeExpired(clock.now())).toBe(2);
  });
});

describe('tokenRefresh', () => {
  it('keeps a token minted before the TOTP step an mfa token, and a full one full', async () => {
    const { core } = t;
    const pending = await core.auth.issue({ accountType: 'user', subjectId: 7, mfaPending: true });
    const pendingAuth = await core.auth.authenticate(pending.token);
    const refreshedPending = await tokenRefresh(core, {
      session: { id: pendingAuth.sessionId, mfaPending: pendingAuth.mfaPending },
    });
    expect(refreshedPending.mfa).toBe(true);
    expect((await core.auth.authenticate(refreshedPending.token)).mfaPending).toBe(true);
    const full = await core.auth.issue({ accountType: 'client', subjectId: 8, mfaPending: false });
    const fullAuth = await core.auth.authenticate(full.token);
    const refreshedFull = await tokenRefresh(core, {
      session: { id: fullAuth.sessionId, mfaPending: false },
    });
    expect(refreshedFull.mfa).toBe(false);
  });

  it('answers session_revoked for an ended session and unauthorized without one', async () => {
    const { core } = t;
    const issued = await core.auth.issue({ accountType: 'client', subjectId: 9, mfaPending: false });
    const auth = await core.auth.authenticate(issued.token);
    await core.auth.revoke(auth.sessionId, 'test');
    await expect(
      tokenRefresh(core, { session: { id: auth.sessionId, mfaPending: false } }),
    ).rejects.toMatchObject({
      code: 'session_revoked',
    });
    await expect(tokenRefresh(core, {})).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
