import type { EndpointAccess } from '@lender/contracts';
import { authenticateFlow, authenticateProfile, CoreError, requireActiveClient } from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthContext, ClientRow } from './context';

/** The bearer token of a request, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Checks the bearer token and its session on every call (so logout and blocking revoke at once),
 * then the account: `client` needs a client token of an active client (a blocked one is logged out
 * with `User is blocked.`); `user` needs a back-office token past the TOTP step; `mfa` a
 * back-office token still waiting for it (architecture decision 8).
 */
export function requireAccess(access: Exclude<EndpointAccess, 'public'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new CoreError('unauthorized');
    const core = c.get('core');
    let auth: AuthContext;
    if (access === 'client') {
      // The session and the client row in one statement (issue 17); the handler reuses the row.
      const checked = await core.auth.authenticateClient(token);
      auth = checked.auth;
      if (auth.accountType !== 'client') throw new CoreError('forbidden');
      c.set('client', await requireActiveClient(core, auth.subjectId, checked.client));
    } else if (access === 'user') {
      auth = await core.auth.authenticate(token);
      if (auth.accountType !== 'user') throw new CoreError('forbidden');
      if (auth.mfaPending) throw new CoreError('mfa_required');
      c.set('backOfficeRole', await core.backOfficeUsers.requireActive(auth.subjectId));
    } else {
      auth = await core.auth.authenticate(token);
      if (auth.accountType !== 'user' || !auth.mfaPending) throw new CoreError('forbidden');
    }
    c.set('auth', auth);
    await next();
  };
}

/**
 * The `client` guard of a read whose rows come in the same statement as the session (issue 17,
 * ADR 091): `profile` (`GET client`) or `flow` (`GET client/flow`). The same checks as
 * `requireAccess('client')`, in the same order (the token and its session, then a client token,
 * then an active client: a blocked one is logged out), so logout, expiry and blocking still take
 * effect on the next call; the handler then builds the answer from the rows it left in `clientRead`.
 */
export function requireClientReading(read: 'profile' | 'flow'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new CoreError('unauthorized');
    const core = c.get('core');
    let checked: { auth: AuthContext; client: ClientRow | undefined };
    let clientRead: AppEnv['Variables']['clientRead'] = {};
    try {
      if (read === 'profile') {
        const { facts, ...rest } = await authenticateProfile(core, token);
        checked = rest;
        clientRead = { profileFacts: facts };
      } else {
        const { rows, ...rest } = await authenticateFlow(core, token);
        checked = rest;
        clientRead = { journeyRows: rows };
      }
    } catch (error) {
      if (error instanceof CoreError) throw error;
      // The statement failed (a schema mid-change): the guard's own statement, and the handler
      // reads the rest on its own (which reports unreadable facts as `not_provided`).
      checked = await core.auth.authenticateClient(token);
    }
    if (checked.auth.accountType !== 'client') throw new CoreError('forbidden');
    c.set('client', await requireActiveClient(core, checked.auth.subjectId, checked.client));
    c.set('clientRead', clientRead);
    c.set('auth', checked.auth);
    await next();
  };
}
