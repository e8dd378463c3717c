import type { Database } from '@lender/db';
import { clients, sessions } from '@lender/db/schema';
import { createLoginThrottle } from '../auth/login-throttle';
import { sessionClientJoin, sessionIdIsPlaceholder } from '../auth/sessions';
import { CoreError } from '../errors/core-error';
import { takeFromCap } from '../limits-store';
import type { ClientsDeps } from './client-model';
import {
  assertPasswordAllowed,
  assertUniqueClient,
  type ClientPatch,
  checkCurp as checkClientCurp,
  clientRow,
  type OwnChange,
  recordOwnChange as recordClientChange,
  touchClient,
  type UniqueColumn,
} from './client-rows';
import { profileFactsFields } from './profile-flags';

/** What every part of the clients service shares. */
export type ClientsContext = ReturnType<typeof createClientsContext>;

export function createClientsContext(deps: ClientsDeps) {
  const { db, pii, clock, auth, codes } = deps;
  const throttle = createLoginThrottle({ db, clock, pii, limits: deps.limits, bucket: 'login:client' });

  const loginKey = (account: number | string) =>
    pii.hash('user', typeof account === 'number' ? `client-id:${account}` : `client:${account}`);

  /**
   * Captcha v3 (spec §9) through the captcha port: no token is `captcha_required`, a failed check
   * or a score under `captchaMinScore` is `captcha_invalid`; a provider outage fails closed.
   */
  const requireCaptcha = async (token: string | undefined, action: string) => {
    if (!token) throw new CoreError('captcha_required', { field: ['captchaToken'] });
    const limits = await deps.limits();
    const result = await deps.captcha.verify(token, action).catch(() => {
      throw new CoreError('provider_failed');
    });
    if (!result.ok || result.score < limits.captchaMinScore) {
      throw new CoreError('captcha_invalid', { field: ['captchaToken'] });
    }
  };

  /** Public code requests per caller address per minute, like `client/check` (issue 10 point 8). */
  const limitPublicRequests = async (requester: string) => {
    const limits = await deps.limits();
    const now = clock.now();
    const allowed = await takeFromCap(db, {
      bucket: 'public_code_request',
      key: pii.hash('user', `requester:${requester}`),
      window: now.toISOString().slice(0, 16),
      cap: limits.publicCodeRequestsPerMinute,
      now,
    });
    if (!allowed) throw new CoreError('rate_limited', { retryAfterSeconds: 60 - now.getUTCSeconds() });
  };

  // `GET client`: the session, the client row and the profile's facts in one statement (issue 17,
  // ADR 091), for `auth.authenticateClientWith`.
  const profileRead = db
    .select({ session: sessions, client: clients, facts: profileFactsFields(clients.id) })
    .from(sessions)
    .leftJoin(clients, sessionClientJoin)
    .where(sessionIdIsPlaceholder)
    .prepare('lender_client_profile_read');

  // The row helpers are plain functions (`client-rows.ts`), shared with the account use cases.
  const byId = (clientId: number) => clientRow(deps, clientId);
  const assertUnique = (column: UniqueColumn, value: string, field: string[], exceptId?: number) =>
    assertUniqueClient(deps, column, value, field, exceptId);
  const checkCurp = (curp: string, birthDate: string | null, field: string[]) =>
    checkClientCurp(deps, curp, birthDate, field);
  const touch = (clientId: number, patch: ClientPatch) => touchClient(deps, clientId, patch);
  const recordOwnChange = (clientId: number, action: OwnChange, fields: readonly string[], tx?: Database) =>
    recordClientChange(deps, clientId, action, fields, tx);
  return {
    deps,
    db,
    pii,
    clock,
    auth,
    codes,
    throttle,
    loginKey,
    requireCaptcha,
    limitPublicRequests,
    profileRead,
    byId,
    assertUnique,
    assertPasswordAllowed,
    checkCurp,
    touch,
    recordOwnChange,
  };
}
