import { createCore, totpCode } from '@lender/core';
import { TEST_LIMITS, TEST_SECRETS } from '@lender/core/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  backOfficeStaff,
  backOfficeToken,
  createBackOfficeUser,
  mfaPendingToken,
} from '../../test/back-office-fixtures';
import { registerClient } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/test-app';

// Issue 54: the platform clock over HTTP — admins read it and move it forward, the due jobs run;
// bad input is a 400 on `to` and moves nothing; outside sandbox mode it is refused.
const B = '/web/private/back-office/platform-clock';

let t: TestApp;
const { tokens } = backOfficeStaff({ admin: 'admin', agent: 'agent' }, async () => {
  t = await createTestApp();
  return t;
});

describe('the platform clock endpoints', () => {
  it('reads the platform now and moves it forward, the due jobs run in order', async () => {
    const read = await t.call('GET', B, { token: tokens.admin });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      today: '2026-03-02',
      aheadMinutes: 0,
      maxAdvanceDays: 35,
      advancing: false,
    });
    const moved = await t.call('POST', `${B}/advance`, {
      token: tokens.admin,
      body: { to: '2026-03-02T12:10' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.clock).toMatchObject({ dateTime: '2026-03-02T12:10', today: '2026-03-02' });
    const jobs = moved.body.data.jobs as { job: string; runs: number; dueRuns: number }[];
    // Each minute after the platform's now up to 12:10: the minute jobs folded into one run at the
    // first and one at 12:10.
    const minutes = 10 - Number(String(read.body.data.dateTime).slice(14, 16));
    expect(jobs.find((job) => job.job === 'notices-deliver')).toMatchObject({ runs: 2, dueRuns: minutes });
    expect(jobs.some((job) => job.job === 'payment-reminders')).toBe(false);
    // Every process reads the same now: the row holds it.
    expect((await t.call('GET', B, { token: tokens.admin })).body.data.dateTime).toBe('2026-03-02T12:10');
  });

  it('refuses a move backward, too far or malformed with a 400 on `to`, and the other roles', async () => {
    for (const to of ['2026-03-01T09:00', '2026-05-01T09:00', '2026-02-30T09:00', 'mañana']) {
      const refused = await t.call('POST', `${B}/advance`, { token: tokens.admin, body: { to } });
      expect([to, refused.status, refused.body.code]).toEqual([to, 400, 'validation_failed']);
    }
    expect((await t.call('GET', B, { token: tokens.agent })).status).toBe(403);
    const agent = await t.call('POST', `${B}/advance`, {
      token: tokens.agent,
      body: { to: '2026-03-03T09:00' },
    });
    expect([agent.status, agent.body.code]).toEqual([403, 'forbidden']);
    expect((await t.call('GET', B, { token: tokens.admin })).body.data.today).toBe('2026-03-02');
  });

  it('moves business time only: after 30 days ahead, staff sign in with a real-time code and sessions live on', async () => {
    const admin = await createBackOfficeUser(t, 'admin');
    const before = await backOfficeToken(t, admin);
    const client = await registerClient(t);
    const platformBefore = (await t.call('GET', B, { token: before })).body.data.today;
    const moved = await t.call('POST', `${B}/advance`, { token: before, body: { to: '2026-04-01T12:30' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.clock.today).toBe('2026-04-01');
    expect(platformBefore).not.toBe('2026-04-01');
    // The sessions opened before the move still work: their lifetimes are real time (issue 62, ADR 288).
    expect((await t.call('GET', B, { token: before })).status).toBe(200);
    expect((await t.call('GET', '/web/private/client', { token: client.token })).status).toBe(200);
    // A code from an authenticator app on the real clock (the test's base clock) signs staff in.
    const after = await backOfficeToken(t, admin);
    const read = await t.call('GET', B, { token: after });
    expect([read.status, read.body.data.today]).toEqual([200, '2026-04-01']);
    // A code of the platform's time (30 days ahead) is refused: it is not what the phone shows.
    const pending = await mfaPendingToken(t, admin);
    const platformCode = await t.call('POST', '/web/public/user/login', {
      body: { totp: totpCode(admin.totpSecret, t.core.clock.now()) },
      token: pending,
    });
    expect([platformCode.status, platformCode.body.code]).toEqual([401, 'mfa_invalid']);
    // A client signs in again and the session works.
    const login = await t.call('POST', '/web/public/client/login', {
      body: { username: client.body.mobilePhone.number, password: 'Nube4242' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.Authorization as string;
    expect((await t.call('GET', '/web/private/client', { token })).status).toBe(200);
  }, 600_000); // 30 days of due jobs: ~30 s alone, minutes on a loaded CI machine

  it('is refused outside sandbox mode (sandbox_not_allowed)', async () => {
    // A production deployment's app (sandbox off) over this file's database: no second database.
    const core = createCore({
      db: t.core.db,
      secrets: TEST_SECRETS,
      clock: t.clock,
      logger: t.logger,
      environment: 'test',
      limits: TEST_LIMITS,
      sandbox: { enabled: false },
    });
    const app = createApp({ core });
    const off: TestApp = { ...t, core, app, call: (method, path, opts) => call(app, method, path, opts) };
    const token = await backOfficeToken(off, await createBackOfficeUser(off, 'admin'));
    const read = await off.call('GET', B, { token });
    expect([read.status, read.body.code]).toEqual([403, 'sandbox_not_allowed']);
    const move = await off.call('POST', `${B}/advance`, { token, body: { to: '2026-03-03T09:00' } });
    expect([move.status, move.body.code]).toEqual([403, 'sandbox_not_allowed']);
  });
});
