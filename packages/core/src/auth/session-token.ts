import type { Database } from '@lender/db';
import type { sessions } from '@lender/db/schema';
import type { Clock } from '../clock';
import { type Limits, TOKEN_REFRESH_SECONDS } from '../limits';
import type { TokenSigner } from './tokens';

/** Who a checked token belongs to. */
export interface Authenticated {
  accountType: 'client' | 'user';
  subjectId: number;
  sessionId: string;
  /** True for a back-office session that has not passed TOTP: it opens nothing but the TOTP step. */
  mfaPending: boolean;
}

/** A token just issued or refreshed: `token` goes into the envelope's `Authorization` (spec §7). */
export interface IssuedToken {
  token: string;
  accountType: 'client' | 'user';
  mfa: boolean;
  /** Seconds until the token expires. */
  expiresIn: number;
  /** Seconds after which the client should refresh (spec §9: 240). */
  refreshIn: number;
}

/** What the session use cases read (`token-refresh.ts`, `logout.ts`): a part of core's `Core`. */
export interface SessionsContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly secrets: { readonly jwtSecret: string };
  limits(): Promise<Limits>;
}

/** The session fields a token is signed from. */
export type SessionTokenRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'accountType' | 'subjectId' | 'mfaPending' | 'absoluteExpiresAt'
>;

/**
 * The access token of a session: it lives `accessTokenTtlSeconds`, never past the session's
 * absolute expiry, and asks to be refreshed after at most {@link TOKEN_REFRESH_SECONDS}.
 */
export async function sessionToken(
  signer: Pick<TokenSigner, 'sign'>,
  clock: Clock,
  row: SessionTokenRow,
  limits: Limits,
): Promise<IssuedToken> {
  const remaining = Math.floor((row.absoluteExpiresAt.getTime() - clock.now().getTime()) / 1000);
  const ttl = Math.max(1, Math.min(limits.accessTokenTtlSeconds, remaining));
  const token = await signer.sign(
    { sub: String(row.subjectId), account_type: row.accountType, mfa: row.mfaPending, sid: row.id },
    ttl,
  );
  return {
    token,
    accountType: row.accountType,
    mfa: row.mfaPending,
    expiresIn: ttl,
    refreshIn: Math.min(TOKEN_REFRESH_SECONDS, ttl),
  };
}
