import type { DatabaseHandle } from '@lender/db';
import { verificationCodes } from '@lender/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, TEST_SECRETS, type TestCore } from '../../testing/index';
import { type Core, createCore } from '../core';
import { CoreError } from '../errors/core-error';
import type { EmailMessage, SmsMessage } from '../providers/messaging/port';
import type { CodeTarget } from './codes';

// Issue 10 point 1: a code's attempt is spent atomically at the moment of use. Two "instances"
// (two cores, each on its own connection pool with TEST_DATABASE_URL) receive the guesses at once.
let t: TestCore;
let second: DatabaseHandle;
let other: Core;
const sent: Array<SmsMessage | EmailMessage> = [];
const capture = {
  sms: { name: 'capture-sms', sandbox: true, send: async (m: SmsMessage) => void sent.push(m) },
  email: { name: 'capture-email', send: async (m: EmailMessage) => void sent.push(m) },
};

beforeAll(async () => {
  t = await createTestCore({ providers: capture });
  second = await t.db.connectAgain();
  other = createCore({
    db: second.db,
    secrets: TEST_SECRETS,
    clock: t.clock,
    environment: 'test',
    providers: capture,
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const errorCode = (error: unknown) => (error instanceof CoreError ? error.code : String(error));
const lastOtp = () => sent.at(-1)?.otp as string;
let phoneCounter = 0;
const newPhone = (): CodeTarget => ({
  channel: 'sms',
  to: `+525598${String(++phoneCounter).padStart(6, '0')}`,
});

/** Every other code of `digits` digits than `right`, in order. */
function wrongCodes(right: string, count: number): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < count; n++) {
    const candidate = String(n).padStart(right.length, '0');
    if (candidate !== right) out.push(candidate);
  }
  return out;
}

async function attemptsOf(target: CodeTarget): Promise<number> {
  const rows = await t.core.db.select().from(verificationCodes);
  const hash = t.core.pii.hash(target.channel === 'sms' ? 'phone' : 'email', target.to);
  const row = rows.filter((r) => r.targetHash === hash).sort((a, b) => b.id - a.id)[0];
  return row?.attempts ?? -1;
}

/** Sends the guesses all at once, alternating between the two instances. */
function burst(
  target: CodeTarget,
  guesses: string[],
  purpose: 'registration' | 'change_email' = 'registration',
) {
  return Promise.all(
    guesses.map((guess, i) =>
      (i % 2 ? other : t.core).codes.verify(target, purpose, guess).then(
        () => 'accepted',
        (error: unknown) => errorCode(error),
      ),
    ),
  );
}

describe('one-time codes under parallel guessing', () => {
  it('100 parallel guesses: at most 5 are judged, and the right code sent last is refused', async () => {
    const target = newPhone();
    await t.core.codes.send(target, 'registration');
    const right = lastOtp();
    const answers = await burst(target, [...wrongCodes(right, 99), right]);
    expect(answers[99]).toBe('code_attempts_exceeded');
    expect(answers.filter((a) => a === 'accepted')).toHaveLength(0);
    // Judged guesses answer code_invalid (or, for the fifth, code_attempts_exceeded after its
    // comparison); the rest are refused unjudged. The row counts exactly the five judged.
    expect(answers.filter((a) => a === 'code_invalid')).toHaveLength(4);
    expect(await attemptsOf(target)).toBe(5);
    // And after the burst the right code stays refused.
    await expect(t.core.codes.verify(target, 'registration', right)).rejects.toMatchObject({
      code: 'code_attempts_exceeded',
    });
  });

  it('100 parallel submissions of the right code: exactly one is accepted', async () => {
    const target = newPhone();
    await t.core.codes.send(target, 'registration');
    const answers = await burst(target, Array.from({ length: 100 }, lastOtp));
    expect(answers.filter((a) => a === 'accepted')).toHaveLength(1);
    expect(await attemptsOf(target)).toBeLessThanOrEqual(5);
  });

  it('the e-mail code holds the same way (6 digits, 100 parallel guesses)', async () => {
    const target: CodeTarget = { channel: 'email', to: 'burst@example.com' };
    await t.core.codes.send(target, 'change_email');
    const right = lastOtp();
    expect(right).toMatch(/^\d{6}$/);
    const answers = await burst(target, [...wrongCodes(right, 99), right], 'change_email');
    expect(answers.filter((a) => a === 'accepted')).toHaveLength(0);
    expect(answers.filter((a) => a === 'code_invalid' || a === 'accepted').length).toBeLessThanOrEqual(5);
    expect(await attemptsOf(target)).toBe(5);
  });

  it('a right code after fewer than five wrong ones is accepted once, then refused', async () => {
    const target = newPhone();
    await t.core.codes.send(target, 'registration');
    const right = lastOtp();
    for (const wrong of wrongCodes(right, 4)) {
      await expect(t.core.codes.verify(target, 'registration', wrong)).rejects.toMatchObject({
        code: 'code_invalid',
      });
    }
    await t.core.codes.verify(target, 'registration', right);
    await expect(t.core.codes.verify(target, 'registration', right)).rejects.toMatchObject({
      code: 'code_invalid',
    });
  });

  it('the fifth wrong guess kills the code', async () => {
    const target = newPhone();
    await t.core.codes.send(target, 'registration');
    const wrong = wrongCodes(lastOtp(), 5);
    for (const guess of wrong.slice(0, 4)) {
      await expect(t.core.codes.verify(target, 'registration', guess)).rejects.toMatchObject({
        code: 'code_invalid',
      });
    }
    await expect(t.core.codes.verify(target, 'registration', wrong[4] as string)).rejects.toMatchObject({
      code: 'code_attempts_exceeded',
    });
  });

  it('an expired code is refused without spending an attempt', async () => {
    const target = newPhone();
    await t.core.codes.send(target, 'registration');
    t.clock.advance(601_000);
    await expect(t.core.codes.verify(target, 'registration', lastOtp())).rejects.toMatchObject({
      code: 'code_expired',
    });
    expect(await attemptsOf(target)).toBe(0);
  });

  it('a new code replaces the old one', async () => {
    const target = newPhone();
    await t.core.codes.send(target, 'registration');
    const old = lastOtp();
    t.clock.advance(61_000);
    await t.core.codes.send(target, 'registration');
    const fresh = lastOtp();
    if (old !== fresh) {
      await expect(t.core.codes.verify(target, 'registration', old)).rejects.toMatchObject({
        code: 'code_invalid',
      });
    }
    await t.core.codes.verify(target, 'registration', fresh);
  });
});

describe('a code nobody receives (issue 10 point 8)', () => {
  it.each(['registered_notice', 'nothing'] as const)(
    'delivered as %s, no code of the thousand is right',
    async (deliver) => {
      const target = newPhone();
      await t.core.codes.send(target, 'registration', { deliver });
      const hash = t.core.pii.hash('phone', target.to);
      const [row] = (await t.core.db.select().from(verificationCodes))
        .filter((r) => r.targetHash === hash)
        .sort((a, b) => b.id - a.id);
      const right = wrongCodes('xxx', 1000).filter(
        (code) => t.core.pii.hash('code', `${row?.id}:${code}`) === row?.codeHash,
      );
      expect(right).toEqual([]);
      await expect(t.core.codes.verify(target, 'registration', '123')).rejects.toMatchObject({
        code: 'code_invalid',
      });
    },
  );
});

describe('resend cool-downs per purpose (issue 37 trap 5)', () => {
  it('the signing code is sent within a minute of the registration code; a second signing code waits', async () => {
    const target = newPhone();
    await t.core.codes.send(target, 'registration');
    await expect(t.core.codes.send(target, 'sign_agreement')).resolves.toMatchObject({ resendIn: 60 });
    await expect(t.core.codes.send(target, 'recover_password')).resolves.toMatchObject({ resendIn: 60 });
    await expect(t.core.codes.send(target, 'sign_agreement')).rejects.toMatchObject({
      code: 'already_sent_in_last_minutes',
    });
    // Account codes share one cool-down: recovery then a phone change within the minute waits.
    await expect(t.core.codes.send(target, 'change_phone')).rejects.toMatchObject({
      code: 'already_sent_in_last_minutes',
    });
    await expect(t.core.codes.send(target, 'registration')).rejects.toMatchObject({
      code: 'already_sent_in_last_minutes',
    });
    t.clock.advance(61_000);
    await expect(t.core.codes.send(target, 'sign_agreement')).resolves.toMatchObject({ resendIn: 60 });
  });
});
