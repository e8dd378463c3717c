import { outbox } from '@lender/db/schema';
import { createTestDb, type TestDb } from '@lender/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../logger';
import { createPiiCrypto } from '../../pii';
import { sandboxProviders } from '../index';

const pii = createPiiCrypto({
  encryptionKey: Buffer.alloc(32, 1).toString('base64'),
  hashKey: Buffer.alloc(32, 2).toString('base64'),
});
let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('sandbox providers', () => {
  it('the SMS sandbox stores the message in the outbox with a masked, hashed recipient', async () => {
    const logger = memoryLogger();
    const { sms } = sandboxProviders({ db: db.db, pii, logger });
    await sms.send({ to: '+525512345678', text: 'Tu código es 123', otp: '123', purpose: 'registration' });
    const rows = await db.db.select().from(outbox);
    expect(rows.at(-1)).toMatchObject({
      channel: 'sms',
      recipientMasked: '+52 55****5678',
      recipientHash: pii.hash('phone', '+525512345678'),
      body: 'Tu código es 123',
    });
    // Without printCodes nothing reaches the log.
    expect(logger.lines).toEqual([]);
  });

  it('in development it prints the code with the phone masked, never the full phone', async () => {
    const logger = memoryLogger();
    const { sms } = sandboxProviders({ db: db.db, pii, logger, printCodes: true });
    await sms.send({ to: '+525587654321', text: 'Tu código es 456', otp: '456', purpose: 'registration' });
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]?.message).toBe('[sandbox SMS] code for +52 55****4321: 456');
    expect(JSON.stringify(logger.lines)).not.toContain('5587654321');
  });

  it('HelloSoda answers deterministically and records the check', async () => {
    const { helloSoda } = sandboxProviders({ db: db.db, pii, logger: memoryLogger() });
    const a = await helloSoda.check({ payload: { b: 1, a: 2 } });
    const b = await helloSoda.check({ payload: { a: 2, b: 1 } });
    expect(a).toEqual(b);
    expect(a.score).toBeGreaterThanOrEqual(0);
    expect(a.score).toBeLessThanOrEqual(100);
  });

  it('captcha passes a token and fails an empty one or "fail"', async () => {
    const { captcha } = sandboxProviders({ db: db.db, pii, logger: memoryLogger() });
    expect((await captcha.verify('token')).ok).toBe(true);
    expect((await captcha.verify('')).ok).toBe(false);
    expect((await captcha.verify('fail')).ok).toBe(false);
  });

  it('the error reporter records name and message tagged critical', async () => {
    const { errorReporter } = sandboxProviders({ db: db.db, pii, logger: memoryLogger() });
    await errorReporter.report(new TypeError('boom'), { route: '/x' });
    const rows = await db.db.select().from(outbox);
    expect(rows.at(-1)).toMatchObject({ channel: 'error_report', body: 'TypeError: boom' });
    expect(rows.at(-1)?.payload).toMatchObject({ tag: 'critical', route: '/x' });
  });
});
