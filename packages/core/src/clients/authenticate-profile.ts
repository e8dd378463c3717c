import type { Database } from '@lender/db';
import { clients, sessions } from '@lender/db/schema';
import {
  type Authenticated,
  type AuthService,
  sessionClientJoin,
  sessionIdIsPlaceholder,
} from '../auth/sessions';
import type { ClientRow } from './client-model';
import { type ProfileFacts, profileFactsFields, profileFactsOf } from './profile-flags';

/** `GET client`'s statement, prepared once per database. */
const profileReadOf = new WeakMap<Database, ReturnType<typeof prepareProfileRead>>();

function prepareProfileRead(db: Database) {
  return db
    .select({ session: sessions, client: clients, facts: profileFactsFields(clients.id) })
    .from(sessions)
    .leftJoin(clients, sessionClientJoin)
    .where(sessionIdIsPlaceholder)
    .prepare('lender_client_profile_read');
}

/**
 * `GET client` in one statement (issue 17, ADR 091): the token's session, checked as
 * `auth.authenticate` checks it (`unauthorized`, `token_expired`, `session_revoked`), with the client
 * row (`undefined` for a back-office token or a client that is gone) and the facts the profile takes
 * (`get.ts`). The caller still checks the account (`requireActiveClient` with the row).
 */
export async function authenticateProfile(
  ctx: { readonly db: Database; readonly auth: Pick<AuthService, 'authenticateClientWith'> },
  token: string,
): Promise<{ auth: Authenticated; client: ClientRow | undefined; facts: ProfileFacts }> {
  let profileRead = profileReadOf.get(ctx.db);
  if (!profileRead) {
    profileRead = prepareProfileRead(ctx.db);
    profileReadOf.set(ctx.db, profileRead);
  }
  const statement = profileRead;
  const { auth: checked, row } = await ctx.auth.authenticateClientWith(
    token,
    async (id) => (await statement.execute({ id }))[0],
  );
  const client = row.client ?? undefined;
  return { auth: checked, client, facts: profileFactsOf(row.facts, client?.closedLoansCount ?? 0) };
}
