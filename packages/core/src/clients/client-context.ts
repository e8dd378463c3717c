import type { Database } from '@lender/db';
import { clients, sessions } from '@lender/db/schema';
import { sessionClientJoin, sessionIdIsPlaceholder } from '../auth/sessions';
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
    profileRead,
    byId,
    assertUnique,
    assertPasswordAllowed,
    checkCurp,
    touch,
    recordOwnChange,
  };
}
