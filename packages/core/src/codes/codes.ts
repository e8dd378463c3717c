import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { businessDate, type Clock } from '../clock';
import type { Database } from '../db/database';
import { verificationCodes } from '../db/schema/index';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import type { Limits } from '../limits';
import { claimCooldown, takeFromCap } from '../limits-store';
import type { PiiCrypto } from '../pii';
import type { Providers } from '../providers/ports';

/** Spec §5 and §9: SMS codes have 3 digits. */
export const SMS_CODE_DIGITS = 3;
/** E-mail codes are longer: nothing in the spec fixes them, and a longer code costs nothing. */
export const EMAIL_CODE_DIGITS = 6;

/** What a code proves. */
export type CodePurpose =
  | 'registration'
  | 'recover_password'
  | 'change_phone'
  | 'verify_phone'
  | 'change_email'
  /** Signing a loan agreement (issue 5, step otp_agreement). */
  | 'sign_agreement';

/** Where a code goes: a normalised phone (`+52` and 10 digits) or a lower-cased e-mail. */
export interface CodeTarget {
  channel: 'sms' | 'email';
  to: string;
}

/** A code was sent. */
export interface CodeSent {
  expiresIn: number;
  resendIn: number;
}

/**
 * One-time codes (issue 4, Auth). The spec's 3-digit SMS code is weak, so: it expires after
 * `codeTtlSeconds` (10 min), is single use, dies after `codeMaxAttempts` (5) wrong tries; a phone
 * gets at most `smsDailyCap` codes per Mexico City day (`request_count_by_day_exceed`) and one per
 * `smsResendCooldownSeconds` (`already_sent_in_last_minutes`). Codes and targets are stored as keyed
 * hashes; only the sandbox SMS adapter in development prints a code.
 */
export interface CodesService {
  send(target: CodeTarget, purpose: CodePurpose): Promise<CodeSent>;
  /** Checks and consumes the latest code; throws `code_invalid`, `code_expired` or `code_attempts_exceeded`. */
  verify(
    target: CodeTarget,
    purpose: CodePurpose,
    code: string,
    field?: ReadonlyArray<string>,
  ): Promise<void>;
}

export function createCodesService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  providers: Providers;
  limits: () => Promise<Limits>;
}): CodesService {
  const { db, clock, pii } = deps;
  const targetHash = (t: CodeTarget) => pii.hash(t.channel === 'sms' ? 'phone' : 'email', t.to);
  const codeHash = (id: number, code: string) => pii.hash('code', `${id}:${code}`);

  return {
    async send(target, purpose) {
      const limits = await deps.limits();
      const now = clock.now();
      const key = targetHash(target);
      const cooldown = await claimCooldown(db, {
        bucket: `code_cooldown:${target.channel}`,
        key,
        seconds: limits.smsResendCooldownSeconds,
        now,
      });
      if (!cooldown.ok) {
        throw new CoreError('already_sent_in_last_minutes', {
          retryAfterSeconds: cooldown.retryAfterSeconds,
        });
      }
      const day = businessDate(now);
      const cap = target.channel === 'sms' ? limits.smsDailyCap : limits.emailDailyCap;
      if (!(await takeFromCap(db, { bucket: `code_daily:${target.channel}`, key, window: day, cap, now }))) {
        throw new CoreError('request_count_by_day_exceed', {
          retryAfterSeconds: secondsToNextBusinessDay(now),
        });
      }
      const digits = target.channel === 'sms' ? SMS_CODE_DIGITS : EMAIL_CODE_DIGITS;
      const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
      const expiresAt = new Date(now.getTime() + limits.codeTtlSeconds * 1000);
      // Earlier unused codes for the same target and purpose stop working: only the latest counts.
      await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.targetHash, key),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
          ),
        );
      const [row] = await db
        .insert(verificationCodes)
        .values({
          channel: target.channel,
          purpose,
          targetHash: key,
          codeHash: 'pending',
          createdAt: now,
          expiresAt,
        })
        .returning({ id: verificationCodes.id });
      const id = row?.id as number;
      await db
        .update(verificationCodes)
        .set({ codeHash: codeHash(id, code) })
        .where(eq(verificationCodes.id, id));
      const minutes = Math.round(limits.codeTtlSeconds / 60);
      if (target.channel === 'sms') {
        await deps.providers.sms.send({
          to: target.to,
          text: t('messages:code.sms', { code, count: minutes }),
          otp: code,
          purpose,
        });
      } else {
        await deps.providers.email.send({
          to: target.to,
          subject: t('messages:code.emailSubject'),
          text: t('messages:code.email', { code, count: minutes }),
          otp: code,
          purpose,
        });
      }
      return { expiresIn: limits.codeTtlSeconds, resendIn: limits.smsResendCooldownSeconds };
    },

    async verify(target, purpose, code, field = ['smsCode']) {
      const limits = await deps.limits();
      const now = clock.now();
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.targetHash, targetHash(target)),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.channel, target.channel),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (!row || row.consumedAt) throw new CoreError('code_invalid', { field });
      if (row.failedAttempts >= limits.codeMaxAttempts)
        throw new CoreError('code_attempts_exceeded', { field });
      if (row.expiresAt.getTime() <= now.getTime()) throw new CoreError('code_expired', { field });
      if (row.codeHash !== codeHash(row.id, code)) {
        const [updated] = await db
          .update(verificationCodes)
          .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
          .where(
            and(
              eq(verificationCodes.id, row.id),
              lt(verificationCodes.failedAttempts, limits.codeMaxAttempts),
            ),
          )
          .returning({ failedAttempts: verificationCodes.failedAttempts });
        if (!updated || updated.failedAttempts >= limits.codeMaxAttempts) {
          throw new CoreError('code_attempts_exceeded', { field });
        }
        throw new CoreError('code_invalid', { field });
      }
      const [consumed] = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      // Two requests with the same code: only one consumes it (single use).
      if (!consumed) throw new CoreError('code_invalid', { field });
    },
  };
}

/** Seconds from `now` to the next midnight in Mexico City (when the daily cap resets). */
export function secondsToNextBusinessDay(now: Date): number {
  const today = businessDate(now);
  let step = 60 * 60 * 1000;
  let probe = now.getTime();
  while (businessDate(new Date(probe + step)) === today) probe += step;
  for (step = 60 * 1000; step >= 1000; step /= 60) {
    while (businessDate(new Date(probe + step)) === today) probe += step;
  }
  return Math.max(1, Math.ceil((probe + 1000 - now.getTime()) / 1000));
}
