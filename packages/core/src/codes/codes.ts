import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@lender/db';
import { and, desc, eq, gt, isNull, lt, sql } from '@lender/db/orm';
import { verificationCodes } from '@lender/db/schema';
import { businessDate, type Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { t } from '../i18n';
import type { Limits } from '../limits';
import { claimCooldown, takeFromCap } from '../limits-store';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import type { Providers } from '../providers/index';

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

/**
 * Which resend cool-down a purpose shares (issue 37 trap 5): the registration code, the signing
 * code and the account codes (recovery, phone and e-mail changes) each have their own, so asking
 * for the signing code a minute after the registration code is not refused for a code never sent.
 */
export const COOLDOWN_GROUP: Readonly<Record<CodePurpose, 'registration' | 'signing' | 'account'>> = {
  registration: 'registration',
  sign_agreement: 'signing',
  recover_password: 'account',
  change_phone: 'account',
  verify_phone: 'account',
  change_email: 'account',
};

/** Where a code goes: a normalised phone (`+52` and 10 digits) or a lower-cased e-mail. */
export interface CodeTarget {
  channel: 'sms' | 'email';
  to: string;
}

/** Who asked for a code, and what the target gets. */
export interface SendOptions {
  /**
   * The caller's address (public and account calls): counted against the per-address caps
   * (`smsPerAddressPerMinute` …, issue 10 point 5). Internal sends pass nothing.
   */
  requester?: string;
  /**
   * What is delivered (issue 10 point 8): `code` (default); `registered_notice`, a notice without a
   * code to the owner of an already registered phone; `nothing`, for a recovery to an unknown
   * phone. Every limit is spent the same way whatever is delivered, so answers do not differ.
   */
  deliver?: 'code' | 'registered_notice' | 'nothing';
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
 * `smsResendCooldownSeconds` per {@link COOLDOWN_GROUP} (`already_sent_in_last_minutes`). Codes and targets are stored as keyed
 * hashes; only the sandbox SMS adapter in development prints a code.
 */
export interface CodesService {
  /**
   * Sends a code, within the caps: per caller address and platform-wide per minute and day
   * (`rate_limited`, `request_count_by_day_exceed`), then per target (cooldown, daily cap).
   */
  send(target: CodeTarget, purpose: CodePurpose, options?: SendOptions): Promise<CodeSent>;
  /**
   * Judges a guess at the latest code and consumes it when `code` is right, atomically (one
   * conditional `UPDATE … RETURNING`); a wrong guess spends one of `codeMaxAttempts` (a right one
   * spends none, so a code checked on its own step is not charged twice); throws `code_invalid`
   * (wrong guess, or no live code), `code_expired` or `code_attempts_exceeded` (the attempts are
   * spent: the code is dead).
   */
  verify(
    target: CodeTarget,
    purpose: CodePurpose,
    code: string,
    field?: ReadonlyArray<string>,
  ): Promise<void>;
  /**
   * Judges `code` without consuming it (issue 37 trap 6: the registration code is checked on its own
   * step, then consumed by the registration): a wrong guess spends an attempt and throws as
   * {@link verify} does; a right one spends nothing and answers how long the code still lives.
   */
  check(
    target: CodeTarget,
    purpose: CodePurpose,
    code: string,
    field?: ReadonlyArray<string>,
  ): Promise<{ expiresIn: number }>;
}

export function createCodesService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  providers: Providers;
  limits: () => Promise<Limits>;
  logger?: Logger;
}): CodesService {
  const { db, clock, pii } = deps;
  const targetHash = (t: CodeTarget) => pii.hash(t.channel === 'sms' ? 'phone' : 'email', t.to);
  const codeHash = (id: number, code: string) => pii.hash('code', `${id}:${code}`);

  /**
   * Issue 10 point 5 (SMS and e-mail pumping): caps per caller address and for the whole platform,
   * per minute and per Mexico City day, each one atomic upsert in `rate_limits` (ADR 013, ADR 205).
   */
  const takeSendCaps = async (
    channel: CodeTarget['channel'],
    requester: string | undefined,
    limits: Limits,
    now: Date,
  ) => {
    const minute = now.toISOString().slice(0, 16);
    const day = businessDate(now);
    const sms = channel === 'sms';
    const caps: Array<{ scope: string; key: string; window: string; cap: number; daily: boolean }> = [];
    if (requester !== undefined) {
      const address = pii.hash('user', `requester:${requester}`);
      caps.push(
        {
          scope: 'address',
          key: address,
          window: minute,
          daily: false,
          cap: sms ? limits.smsPerAddressPerMinute : limits.emailPerAddressPerMinute,
        },
        {
          scope: 'address',
          key: address,
          window: day,
          daily: true,
          cap: sms ? limits.smsPerAddressPerDay : limits.emailPerAddressPerDay,
        },
      );
    }
    caps.push(
      {
        scope: 'global',
        key: 'all',
        window: minute,
        daily: false,
        cap: sms ? limits.smsGlobalPerMinute : limits.emailGlobalPerMinute,
      },
      {
        scope: 'global',
        key: 'all',
        window: day,
        daily: true,
        cap: sms ? limits.smsGlobalPerDay : limits.emailGlobalPerDay,
      },
    );
    for (const cap of caps) {
      const bucket = `code_send:${channel}:${cap.scope}:${cap.daily ? 'day' : 'minute'}`;
      if (await takeFromCap(db, { bucket, key: cap.key, window: cap.window, cap: cap.cap, now })) continue;
      if (cap.scope === 'global') deps.logger?.warn('code send cap reached', { channel, cap: bucket });
      throw cap.daily
        ? new CoreError('request_count_by_day_exceed', { retryAfterSeconds: secondsToNextBusinessDay(now) })
        : new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
    }
  };

  return {
    async send(target, purpose, options = {}) {
      const limits = await deps.limits();
      const now = clock.now();
      const key = targetHash(target);
      await takeSendCaps(target.channel, options.requester, limits, now);
      const cooldown = await claimCooldown(db, {
        bucket: `code_cooldown:${target.channel}:${COOLDOWN_GROUP[purpose]}`,
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
      const deliver = options.deliver ?? 'code';
      // A code nobody receives (registered-phone notice, unknown-phone recovery) is never right, so
      // a lucky guess cannot tell a registered phone from a new one; its row still takes attempts.
      const kept = deliver === 'code' ? code : `unreceived:${randomUUID()}`;
      await db
        .update(verificationCodes)
        .set({ codeHash: codeHash(id, kept) })
        .where(eq(verificationCodes.id, id));
      const minutes = Math.round(limits.codeTtlSeconds / 60);
      if (deliver === 'nothing') {
        // Recovery for a phone nobody registered: the code exists (and is spent like any other
        // code by guesses) but nobody receives it.
      } else if (deliver === 'registered_notice') {
        await deps.providers.sms.send({
          to: target.to,
          text: t('messages:code.registeredNotice'),
          purpose: 'registration_attempt_notice',
        });
      } else if (target.channel === 'sms') {
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

    verify: async (target, purpose, code, field = ['smsCode']) => {
      await judge(target, purpose, code, field, true);
    },
    check: (target, purpose, code, field = ['smsCode']) => judge(target, purpose, code, field, false),
  };

  /** One guess at the latest code of `target` for `purpose`; `consume` uses it up when right. */
  async function judge(
    target: CodeTarget,
    purpose: CodePurpose,
    code: string,
    field: ReadonlyArray<string>,
    consume: boolean,
  ): Promise<{ expiresIn: number }> {
    const limits = await deps.limits();
    const now = clock.now();
    const [latest] = await db
      .select({ id: verificationCodes.id })
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
    if (!latest) throw new CoreError('code_invalid', { field });
    // The attempt is spent and the guess judged in ONE conditional UPDATE: PostgreSQL re-checks
    // `attempts < max` on the row it locks, so however many requests arrive at once, on any
    // number of instances, at most `codeMaxAttempts` wrong guesses are ever compared; a right guess
    // also consumes the code in the same statement when asked to (single use). Issue 10 point 1,
    // ADR 013. Only wrong guesses count: a right one checked on its own step and then used costs
    // the borrower nothing (issue 37 trap 6).
    const right = sql`${verificationCodes.codeHash} = ${codeHash(latest.id, code)}`;
    const [spent] = await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + case when ${right} then 0 else 1 end`,
        consumedAt: consume
          ? sql`case when ${right} then ${now.toISOString()}::timestamptz else null end`
          : sql`null`,
      })
      .where(
        and(
          eq(verificationCodes.id, latest.id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, limits.codeMaxAttempts),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .returning({
        right: sql<boolean>`${right}`,
        attempts: verificationCodes.attempts,
        expiresAt: verificationCodes.expiresAt,
      });
    if (spent) {
      if (spent.right) {
        return { expiresIn: Math.max(1, Math.floor((spent.expiresAt.getTime() - now.getTime()) / 1000)) };
      }
      // The last attempt was wrong: say so now, so the borrower asks for a new code.
      if (spent.attempts >= limits.codeMaxAttempts) throw new CoreError('code_attempts_exceeded', { field });
      throw new CoreError('code_invalid', { field });
    }
    // No attempt could be spent: say why (read after the fact; nothing is judged here).
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, latest.id));
    if (!row || row.consumedAt) throw new CoreError('code_invalid', { field });
    if (row.attempts >= limits.codeMaxAttempts) throw new CoreError('code_attempts_exceeded', { field });
    throw new CoreError('code_expired', { field });
  }
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
