import { CLIENT_STATUS, type UserLoginRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, isNull, lt, or } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import { passwordGate } from '../auth/kdf-gate';
import { createLoginThrottle } from '../auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import type { Authenticated, AuthService, IssuedToken } from '../auth/sessions';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { claimAttempt, clearFailures } from '../limits-store';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';
import { backOfficeTotp, TOTP_BUCKET, TOTP_FAILURE_RESET_SECONDS, TOTP_SETTINGS } from './users';

/** What the back-office login uses of the core: a part of `Core`, which the API passes whole. */
export interface UserLoginContext {
  readonly db: Database;
  /**
   * Real time, never the platform clock (issue 62, ADR 288): an authenticator app's code, the
   * attempt delays and the session follow the wall clock, so a clock move never locks staff out.
   */
  readonly realClock: Clock;
  readonly pii: PiiCrypto;
  readonly logger: Logger;
  readonly auth: Pick<
    AuthService,
    'issue' | 'authenticate' | 'revokeAll' | 'recordMfaFailure' | 'completeMfa'
  >;
  limits(): Promise<Limits>;
}

/**
 * The login's request (`body`), and who sends it: the `Authorization` bearer token (the mfa token of
 * step two) and the caller's address.
 */
export interface UserLoginInput {
  readonly body: UserLoginRequest;
  readonly bearer?: string | undefined;
  readonly requester?: string | undefined;
}

/**
 * `public.userLogin` (`POST /web/public/user/login`, architecture decision 8, spec §6): two steps on
 * one path. E-mail and password give a token with `mfa` true, which opens nothing but step two; the
 * TOTP code, sent with that token as Bearer, gives the full token.
 */
export async function userLogin(
  ctx: UserLoginContext,
  { body: input, bearer, requester }: UserLoginInput,
): Promise<IssuedToken> {
  if (!('totp' in input)) return passwordStep(ctx, input, requester);
  if (!bearer) throw new CoreError('unauthorized');
  const session = await ctx.auth.authenticate(bearer);
  if (session.accountType !== 'user' || !session.mfaPending) throw new CoreError('forbidden');
  return totpStep(ctx, session, input.totp);
}

/** Step one: the password, claimed on the account before it is checked. */
async function passwordStep(
  ctx: UserLoginContext,
  input: { username: string; password: string },
  requester: string | undefined,
): Promise<IssuedToken> {
  const { db, realClock: clock, pii } = ctx;
  const throttle = createLoginThrottle({ db, clock, pii, limits: () => ctx.limits(), bucket: 'login:user' });
  const email = input.username.trim().toLowerCase();
  const key = pii.hash('user', `user:${email}`);
  const [user] = await db.select().from(backOfficeUsers).where(eq(backOfficeUsers.email, email));
  // Claimed, and counted as a failure, before the password is checked (issue 10 point 7), once a
  // slot of the KDF's bounded queue is held (issue 17: past it, 429 `rate_limited`).
  const { claim, matches } = await passwordGate.runInTurn(key, async () => {
    const claimed = await throttle.claim(key, requester);
    const right = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    return { claim: claimed, matches: right };
  });
  if (!user || !matches) throw new CoreError('invalid_credentials');
  await claim.succeeded();
  if (user.status === CLIENT_STATUS.blocked) throw new CoreError('user_blocked');
  return ctx.auth.issue({ accountType: 'user', subjectId: user.id, mfaPending: true });
}

/**
 * Step two, with the mfa token: a full token. Each code is claimed on the ACCOUNT before it is
 * checked (growing delays that survive new sessions and hold across instances:
 * `login_attempts_exceeded`); 5 wrong codes on one session also revoke it.
 */
async function totpStep(ctx: UserLoginContext, session: Authenticated, code: string): Promise<IssuedToken> {
  const { db, realClock: clock, pii, auth } = ctx;
  const [user] = await db.select().from(backOfficeUsers).where(eq(backOfficeUsers.id, session.subjectId));
  if (!user) throw new CoreError('unauthorized');
  if (user.status === CLIENT_STATUS.blocked) {
    await auth.revokeAll('user', user.id, 'blocked');
    throw new CoreError('user_blocked');
  }
  // Issue 10 point 4: the guess is claimed on the account (not the session) before it is
  // checked, in one conditional upsert: parallel codes and fresh sessions share one budget.
  const limits = await ctx.limits();
  const totpKey = `user-id:${user.id}`;
  const claimed = await claimAttempt(db, {
    bucket: TOTP_BUCKET,
    key: totpKey,
    now: clock.now(),
    free: limits.totpFreeFailures,
    baseSeconds: limits.totpBaseDelaySeconds,
    maxSeconds: limits.totpMaxDelaySeconds,
    resetAfterSeconds: TOTP_FAILURE_RESET_SECONDS,
  });
  if (!claimed.ok) {
    throw new CoreError('login_attempts_exceeded', { retryAfterSeconds: claimed.retryAfterSeconds });
  }
  const totp = backOfficeTotp(user.email, pii.decrypt(user.totpSecretEnc));
  const now = clock.now().getTime();
  const delta = totp.validate({ token: code, window: TOTP_SETTINGS.window, timestamp: now });
  const counter = delta === null ? null : Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
  // A time step is used once (replay): the step moves forward only if it is newer, atomically.
  const [stepped] =
    counter === null
      ? []
      : await db
          .update(backOfficeUsers)
          .set({ totpLastCounter: counter })
          .where(
            and(
              eq(backOfficeUsers.id, user.id),
              or(isNull(backOfficeUsers.totpLastCounter), lt(backOfficeUsers.totpLastCounter, counter)),
            ),
          )
          .returning({ id: backOfficeUsers.id });
  if (!stepped) {
    const revoked = await auth.recordMfaFailure(session);
    throw new CoreError(revoked ? 'session_revoked' : 'mfa_invalid', { field: ['totp'] });
  }
  await clearFailures(db, TOTP_BUCKET, totpKey);
  ctx.logger.info('back-office login', { userId: user.id });
  return auth.completeMfa(session);
}
