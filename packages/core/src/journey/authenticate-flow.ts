import type { Database } from '@lender/db';
import { clients, sessions } from '@lender/db/schema';
import {
  type Authenticated,
  type AuthService,
  sessionClientJoin,
  sessionIdIsPlaceholder,
} from '../auth/sessions';
import { clientFactsFields, clientFactsOf } from '../decision/facts';
import { type JourneyRows, journeyFields, journeyRowsOf } from './journey-rows';
import type { JourneyContext } from './journey-state';

type ClientRow = typeof clients.$inferSelect;

/** `GET flow`'s statement, prepared once per database and sandbox switch (its columns differ). */
const flowReadOf = new WeakMap<Database, Map<boolean, ReturnType<typeof prepareFlowRead>>>();

function prepareFlowRead(ctx: JourneyContext) {
  return ctx.db
    .select({
      session: sessions,
      client: clients,
      facts: clientFactsFields(clients.id),
      journey: journeyFields(ctx, clients.id),
    })
    .from(sessions)
    .leftJoin(clients, sessionClientJoin)
    .where(sessionIdIsPlaceholder)
    .prepare(ctx.sandbox.enabled ? 'lender_client_flow_read_sandbox' : 'lender_client_flow_read');
}

function flowRead(ctx: JourneyContext) {
  let byDatabase = flowReadOf.get(ctx.db);
  if (!byDatabase) {
    byDatabase = new Map();
    flowReadOf.set(ctx.db, byDatabase);
  }
  let statement = byDatabase.get(ctx.sandbox.enabled);
  if (!statement) {
    statement = prepareFlowRead(ctx);
    byDatabase.set(ctx.sandbox.enabled, statement);
  }
  return statement;
}

/**
 * `GET flow` in one statement (issue 17, ADR 091): the token's session, checked as
 * `auth.authenticate` checks it (`unauthorized`, `token_expired`, `session_revoked`), with the client
 * row (`undefined` for a back-office token or a client that is gone) and the rows `flow` (`flow.ts`)
 * takes. The caller still checks the account (`requireActiveClient` with the row).
 */
export async function authenticateFlow(
  ctx: JourneyContext & { readonly auth: Pick<AuthService, 'authenticateClientWith'> },
  token: string,
): Promise<{ auth: Authenticated; client: ClientRow | undefined; rows: JourneyRows }> {
  const statement = flowRead(ctx);
  const { auth: checked, row } = await ctx.auth.authenticateClientWith(
    token,
    async (id) => (await statement.execute({ id }))[0],
  );
  const client = row.client ?? undefined;
  const facts = clientFactsOf(row.facts, client?.closedLoansCount ?? 0);
  return { auth: checked, client, rows: journeyRowsOf(ctx, row.journey, facts) };
}
