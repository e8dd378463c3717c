import { randomUUID } from 'node:crypto';
import type { Database } from '@lender/db';
import { and, eq, isNull, lt, or, sql } from '@lender/db/orm';
import { clients, sessions } from '@lender/db/schema';
import type { Clock } from '../clock';

type SessionRow = typeof sessions.$inferSelect;
type ClientRow = typeof clients.$inferSelect;

import { CoreError } from '../errors/core-error';
import type { Limits } from '../limits';
import { revokeSession } from './logout';
import { type Authenticated, type IssuedToken, type SessionTokenRow, sessionToken } from './session-token';
import { createTokenSigner, type TokenClaims } from './tokens';

// Who a token belongs to and the token issued, declared with the session's token
// (`session-token.ts`, which the token refresh reads too), named here for core's callers.
export type { Authenticated, IssuedToken } from './session-token';

/** Sessions and access tokens (architecture decision 8, ADR 011). */
export interface AuthService {
  /** Opens a session and issues its first token. */
  issue(input: {
    accountType: 'client' | 'user';
    subjectId: number;
    mfaPending: boolean;
  }): Promise<IssuedToken>;
  /** Checks a bearer token and its session; throws `unauthorized`, `token_expired` or `session_revoked`. */
  authenticate(token: string): Promise<Authenticated>;
  /**
   * {@link authenticate}, and for a client's token the client row read in the same statement
   * (`undefined` for a back-office token or a client that is gone): the auth guard of client calls.
   */
  authenticateClient(token: string): Promise<{ auth: Authenticated; client: ClientRow | undefined }>;
  /**
   * {@link authenticateClient} with the rows of a client read in the same statement: `read` runs
   * a statement joined as {@link sessionClientJoin} (the session, the client row and what
   * the call shows, issue 17) for the token's session id. The session is checked as
   * {@link authenticate} checks it; the row is returned whole.
   */
  authenticateClientWith<R extends SessionWithClient>(
    token: string,
    read: (sessionId: string) => Promise<R | undefined>,
  ): Promise<{ auth: Authenticated; row: R }>;
  /** {@link revokeSession}: ends one session at once. */
  revoke(sessionId: string, reason: string): Promise<void>;
  /** Ends every session of an account at once (blocking, password change). */
  revokeAll(
    accountType: 'client' | 'user',
    subjectId: number,
    reason: string,
    except?: string,
  ): Promise<void>;
  /** Marks the TOTP step passed and issues a full token for the session. */
  completeMfa(auth: Authenticated): Promise<IssuedToken>;
  /** Counts a wrong TOTP code; at the limit the session is revoked. Returns true when revoked. */
  recordMfaFailure(auth: Authenticated): Promise<boolean>;
  /**
   * Deletes sessions that ended (idle or absolute expiry passed, or revoked) more than
   * {@link SESSION_PURGE_GRACE_SECONDS} before `now`; returns how many (a periodic job, issue 17:
   * a row is added per login).
   */
  purgeExpired(now: Date): Promise<number>;
}

/** A row of a client read ({@link sessionClientJoin}): the session and its client's row, and what the read adds. */
export interface SessionWithClient {
  readonly session: SessionRow;
  /** `null` for a back-office session, or a client that is gone. */
  readonly client: ClientRow | null;
}

/**
 * How a client read joins the client row to its session (a left join: none for a back-office
 * session): `db.select({ session: sessions, client: clients, …what the call shows })
 * .from(sessions).leftJoin(clients, sessionClientJoin).where(sessionIdIsPlaceholder)` is one
 * statement for the auth guard of a client call and what the call shows (issue 17); prepare it
 * with a name (Drizzle's `.prepare(name)`) and run it with {@link AuthService.authenticateClientWith}.
 */
export const sessionClientJoin = and(eq(sessions.accountType, 'client'), eq(clients.id, sessions.subjectId));

/** The session of the placeholder `id` (see {@link sessionClientJoin}). */
export const sessionIdIsPlaceholder = eq(sessions.id, sql.placeholder('id'));

/**
 * How long an ended session is kept before the purge: a day, far beyond any access token's
 * lifetime, so a token of a revoked session still answers `session_revoked` until it expires.
 */
export const SESSION_PURGE_GRACE_SECONDS = 24 * 60 * 60;

/** Creates the auth service. */
export function createAuthService(deps: {
  db: Database;
  clock: Clock;
  jwtSecret: string;
  limits: () => Promise<Limits>;
}): AuthService {
  const { db, clock } = deps;
  const signer = createTokenSigner(deps.jwtSecret, clock);

  const tokenFor = (row: SessionTokenRow, limits: Limits) => sessionToken(signer, clock, row, limits);

  // Read on every authenticated call: built once (issue 17), a named prepared statement on
  // PostgreSQL.
  const sessionById = db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('lender_session_by_id');

  // The session with, for a client's token, the client row: one statement for the auth guard of
  // every client call (issue 17).
  const sessionWithClient = db
    .select({ session: sessions, client: clients })
    .from(sessions)
    .leftJoin(clients, sessionClientJoin)
    .where(sessionIdIsPlaceholder)
    .prepare('lender_session_with_client_by_id');

  /** The token's claims, or the error a bad or expired token answers. */
  const verify = async (token: string) => {
    const verified = await signer.verify(token);
    if (!verified.ok) throw new CoreError(verified.reason === 'expired' ? 'token_expired' : 'unauthorized');
    return verified.claims;
  };

  /** The session checked against the claims: gone, revoked or expired sessions answer their error. */
  const checked = (claims: TokenClaims, row: SessionRow | undefined): Authenticated => {
    if (!row || row.accountType !== claims.account_type || String(row.subjectId) !== claims.sub) {
      throw new CoreError('unauthorized');
    }
    if (row.revokedAt) throw new CoreError('session_revoked');
    const now = clock.now().getTime();
    if (row.expiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now)
      throw new CoreError('token_expired');
    return {
      accountType: row.accountType,
      subjectId: row.subjectId,
      sessionId: row.id,
      // A token minted before the TOTP step stays an mfa token even after the step is passed.
      mfaPending: claims.mfa || row.mfaPending,
    };
  };

  const withClient = async <R extends SessionWithClient>(
    token: string,
    read: (sessionId: string) => Promise<R | undefined>,
  ): Promise<{ auth: Authenticated; row: R }> => {
    const claims = await verify(token);
    const row = await read(claims.sid);
    const auth = checked(claims, row?.session);
    return { auth, row: row as R };
  };

  const service: AuthService = {
    async issue(input) {
      const limits = await deps.limits();
      const now = clock.now();
      const row = {
        id: randomUUID(),
        accountType: input.accountType,
        subjectId: input.subjectId,
        mfaPending: input.mfaPending,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + limits.sessionIdleSeconds * 1000),
        absoluteExpiresAt: new Date(now.getTime() + limits.sessionAbsoluteSeconds * 1000),
      };
      await db.insert(sessions).values(row);
      return tokenFor(row, limits);
    },

    async authenticate(token) {
      const claims = await verify(token);
      const [row] = await sessionById.execute({ id: claims.sid });
      return checked(claims, row);
    },

    async authenticateClient(token) {
      const { auth, row } = await withClient(
        token,
        async (id) => (await sessionWithClient.execute({ id }))[0],
      );
      return { auth, client: row.client ?? undefined };
    },

    authenticateClientWith: withClient,

    // `logout.ts`'s revocation, for the service's own callers (`revokeAll`, TOTP failures).
    revoke: (sessionId, reason) => revokeSession({ db, clock }, sessionId, reason),

    async revokeAll(accountType, subjectId, reason, except) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.accountType, accountType),
            eq(sessions.subjectId, subjectId),
            isNull(sessions.revokedAt),
          ),
        );
      for (const row of rows) if (row.id !== except) await service.revoke(row.id, reason);
    },

    async purgeExpired(now) {
      const cutoff = new Date(now.getTime() - SESSION_PURGE_GRACE_SECONDS * 1000);
      const rows = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, cutoff),
            lt(sessions.absoluteExpiresAt, cutoff),
            lt(sessions.revokedAt, cutoff),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    async completeMfa(auth) {
      const limits = await deps.limits();
      const [row] = await db
        .update(sessions)
        .set({ mfaPending: false, lastSeenAt: clock.now() })
        .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt)))
        .returning();
      if (!row) throw new CoreError('session_revoked');
      return tokenFor(row, limits);
    },

    async recordMfaFailure(auth) {
      const limits = await deps.limits();
      // One atomic increment: parallel wrong codes on one session all count.
      const [row] = await db
        .update(sessions)
        .set({ mfaFailures: sql`${sessions.mfaFailures} + 1` })
        .where(eq(sessions.id, auth.sessionId))
        .returning({ mfaFailures: sessions.mfaFailures });
      if ((row?.mfaFailures ?? 0) >= limits.totpMaxFailures) {
        await service.revoke(auth.sessionId, 'totp_failures');
        return true;
      }
      return false;
    },
  };
  return service;
}
