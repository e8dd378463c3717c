import { createCore, emailColumns } from '@lender/core';
import { schema } from '@lender/core/db';
import {
  createTestDb,
  fixedClock,
  memoryLogger,
  TEST_NOW,
  TEST_SECRETS,
  type TestDb,
} from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { call } from './test/test-app';

// Two API instances over one database, each with its own core, connection (pool) and clock: the
// limits live in PostgreSQL, so neither instance can go around them (architecture decision 3).
// On PGlite both share its single connection; with TEST_DATABASE_URL each has its own pool.
let db: TestDb;
let apps: Array<ReturnType<typeof createApp>>;
const clock = fixedClock(TEST_NOW);

beforeAll(async () => {
  db = await createTestDb();
  const second = await db.connectAgain();
  apps = [db, second].map((handle) =>
    createApp({
      core: createCore({
        db: handle.db,
        secrets: TEST_SECRETS,
        clock,
        logger: memoryLogger(),
        environment: 'test',
      }),
    }),
  );
});
afterAll(() => db.close());

describe('limits hold across API instances', () => {
  it('the SMS daily cap and cooldown count requests to both instances', async () => {
    const body = { mobilePhone: { number: '5512340000' }, captchaToken: 'sandbox-captcha-token' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = apps[i % 2] as ReturnType<typeof createApp>;
      statuses.push((await call(app, 'POST', '/web/public/client/phone/sms-code', { body })).status);
      // The other instance refuses a resend within the cooldown.
      const other = apps[(i + 1) % 2] as ReturnType<typeof createApp>;
      const soon = await call(other, 'POST', '/web/public/client/phone/sms-code', { body });
      expect(soon.body.code).toBe('already_sent_in_last_minutes');
      clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await call(
      apps[1] as ReturnType<typeof createApp>,
      'POST',
      '/web/public/client/phone/sms-code',
      { body },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('request_count_by_day_exceed');
  });

  it('concurrent requests to both instances cannot both pass the cooldown', async () => {
    const body = { mobilePhone: { number: '5512349999' }, captchaToken: 'sandbox-captcha-token' };
    const results = await Promise.all(
      [0, 1, 0, 1].map((i) =>
        call(apps[i] as ReturnType<typeof createApp>, 'POST', '/web/public/client/phone/sms-code', { body }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'already_sent_in_last_minutes')).toHaveLength(3);
  });

  it('failed logins on both instances delay the next login on either', async () => {
    const [a, b] = apps as [ReturnType<typeof createApp>, ReturnType<typeof createApp>];
    const core = createCore({ db: db.db, secrets: TEST_SECRETS, clock, environment: 'test' });
    await core.backOfficeUsers.create({
      email: 'x@lender.test',
      name: 'X',
      password: 'long-password-1',
      role: 'admin',
    });
    const wrong = { username: 'x@lender.test', password: 'wrong-password' };
    for (let i = 0; i < 4; i++) {
      expect((await call(i % 2 ? a : b, 'POST', '/web/public/user/login', { body: wrong })).status).toBe(401);
    }
    const throttled = await call(a, 'POST', '/web/public/user/login', {
      body: { username: 'x@lender.test', password: 'long-password-1' },
    });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('login_attempts_exceeded');
  });

  it('a logout on one instance revokes the token on the other at once', async () => {
    const [a, b] = apps as [ReturnType<typeof createApp>, ReturnType<typeof createApp>];
    const core = createCore({ db: db.db, secrets: TEST_SECRETS, clock, environment: 'test' });
    const [row] = await db.db
      .insert(schema.clients)
      .values({
        ...emailColumns(core.pii, 'dos@example.com'),
        firstName: 'Dos',
        lastName: 'Instancias',
        phoneEnc: core.pii.encrypt('+525512341111'),
        phoneHash: core.pii.hash('phone', '+525512341111'),
        passwordHash: 'x',
      })
      .returning({ id: schema.clients.id });
    const { token } = await core.auth.issue({
      accountType: 'client',
      subjectId: row?.id as number,
      mfaPending: false,
    });
    expect((await call(b, 'GET', '/web/private/client', { token })).status).toBe(200);
    expect((await call(a, 'POST', '/web/private/client/logout', { token })).status).toBe(200);
    const after = await call(b, 'GET', '/web/private/client', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('session_revoked');
  });
});
