import type { BackOfficeRole, BackOfficeUser } from '@lender/contracts';
import { CLIENT_STATUS } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq, sql } from '@lender/db/orm';
import { backOfficeUsers } from '@lender/db/schema';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../auth/passwords';
import type { AuthService } from '../auth/sessions';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import type { Logger } from '../logger';
import type { PiiCrypto } from '../pii';

/** TOTP as authenticator apps expect it (RFC 6238): SHA-1, 6 digits, 30 s; ±1 step of clock drift. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

/**
 * The TOTP of a back-office account's base32 secret, as its authenticator app holds it: the issuer
 * and the account's e-mail label the `otpauth://` enrolment; codes depend only on the secret.
 */
export function backOfficeTotp(email: string, secret: string): TOTP {
  return new TOTP({
    issuer: 'Lender back-office',
    label: email,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });
}

/** The `rate_limits` bucket of TOTP attempts, one key per back-office account. */
export const TOTP_BUCKET = 'totp:user';
/** TOTP failures older than a day are forgotten (a success forgets them at once). */
export const TOTP_FAILURE_RESET_SECONDS = 86_400;

/**
 * Back-office users: the guard, creation and TOTP enrolment. Their login (password, then TOTP,
 * architecture decision 8, spec §6) is the `userLogin` use case (`user-login.ts`).
 */
export interface BackOfficeUsersService {
  /**
   * The user's role, or `unauthorized`/`user_blocked` (a blocked user's sessions are revoked). The
   * API's guard checks the endpoint's permissions against this role: one read of the user per call.
   */
  requireActive(userId: number): Promise<BackOfficeRole>;
  /** Creates a user; returns its id and TOTP secret (base32) to enrol in an authenticator app. */
  create(input: {
    email: string;
    name: string;
    password: string;
    role: BackOfficeRole;
    totpSecret?: string;
  }): Promise<{
    id: number;
    totpSecret: string;
    otpauthUri: string;
  }>;
  findByEmail(email: string): Promise<{ id: number } | undefined>;
  /** The TOTP enrolment of a user (secret and otpauth URI), for the development start banner. */
  totpEnrolment(userId: number): Promise<{ totpSecret: string; otpauthUri: string }>;
}

export function createBackOfficeUsersService(deps: {
  db: Database;
  clock: Clock;
  pii: PiiCrypto;
  logger: Logger;
  auth: AuthService;
  limits: () => Promise<Limits>;
}): BackOfficeUsersService {
  const { db, pii, auth } = deps;

  const row = async (userId: number) => {
    const [user] = await db.select().from(backOfficeUsers).where(eq(backOfficeUsers.id, userId));
    if (!user) throw new CoreError('unauthorized');
    return user;
  };

  // Every back-office request's guard reads the user's status and role, and nothing else (not the
  // password hash or the TOTP secret), through a statement prepared once per connection (issue 17:
  // building the select was ~4 % of a list call).
  const standing = db
    .select({ status: backOfficeUsers.status, role: backOfficeUsers.role })
    .from(backOfficeUsers)
    .where(eq(backOfficeUsers.id, sql.placeholder('id')))
    .prepare('lender_back_office_user_standing');

  return {
    async requireActive(userId) {
      const [user] = await standing.execute({ id: userId });
      if (!user) throw new CoreError('unauthorized');
      if (user.status === CLIENT_STATUS.blocked) {
        await auth.revokeAll('user', userId, 'blocked');
        throw new CoreError('user_blocked');
      }
      return user.role;
    },

    async create(input) {
      const secret = input.totpSecret ?? new Secret({ size: 20 }).base32;
      const email = input.email.toLowerCase();
      const [created] = await db
        .insert(backOfficeUsers)
        .values({
          email,
          name: input.name,
          role: input.role,
          passwordHash: await hashPassword(input.password),
          totpSecretEnc: pii.encrypt(secret),
        })
        .returning({ id: backOfficeUsers.id });
      return {
        id: created?.id as number,
        totpSecret: secret,
        otpauthUri: backOfficeTotp(email, secret).toString(),
      };
    },

    async totpEnrolment(userId) {
      const user = await row(userId);
      const secret = pii.decrypt(user.totpSecretEnc);
      return { totpSecret: secret, otpauthUri: backOfficeTotp(user.email, secret).toString() };
    },

    async findByEmail(email) {
      const [user] = await db
        .select({ id: backOfficeUsers.id })
        .from(backOfficeUsers)
        .where(eq(backOfficeUsers.email, email.toLowerCase()));
      return user;
    },
  };
}

/** A back-office user as the API shows it (the account list adds its state, `accountOf`). */
export function backOfficeUserView(user: typeof backOfficeUsers.$inferSelect): BackOfficeUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    totpEnabled: true,
    language: user.language,
  };
}

/** The current TOTP code of a base32 secret (tests and the development seed print use it). */
export function totpCode(secret: string, at: Date): string {
  return backOfficeTotp('', secret).generate({ timestamp: at.getTime() });
}
