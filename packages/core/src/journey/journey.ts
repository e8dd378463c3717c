import type { FlowState } from '@lender/contracts';
import { clients, sessions } from '@lender/db/schema';
import {
  type Authenticated,
  type AuthService,
  sessionClientJoin,
  sessionIdIsPlaceholder,
} from '../auth/sessions';
import { clientFactsFields, clientFactsOf } from '../decision/facts';
import { flow } from './flow';
import { type JourneyRows, journeyFields, journeyRowsOf } from './journey-rows';
import type { JourneyContext } from './journey-state';

export type { JourneyRows } from './journey-rows';
export { type JourneyFacts, type JourneyStep, journeyStep, REJECT_PAGE_DAYS } from './journey-step';

type ClientRow = typeof clients.$inferSelect;

/**
 * The journey service: the auth guard's `GET flow` statement and `flow` for core's other readers.
 * The use cases are plain functions: `flow.ts` and `journey-current.ts` over `journey-state.ts`.
 */
export interface JourneyService {
  /** {@link flow}, for the integrations' callbacks and the application calls. */
  flow(clientId: number, row?: ClientRow, rows?: JourneyRows): Promise<FlowState>;
  /**
   * `GET flow` in one statement (issue 17, ADR 091): the token's session, checked as
   * `auth.authenticate` checks it (`unauthorized`, `token_expired`, `session_revoked`), with the
   * client row (`undefined` for a back-office token or a client that is gone) and the rows
   * {@link flow} takes. The caller still checks the account (`requireActive` with the row).
   */
  authenticateFlow(
    token: string,
  ): Promise<{ auth: Authenticated; client: ClientRow | undefined; rows: JourneyRows }>;
}

export function createJourneyService(
  deps: JourneyContext & { auth: Pick<AuthService, 'authenticateClientWith'> },
): JourneyService {
  const { db, auth } = deps;

  // `GET flow`: the session, the client row, the facts and the journey's columns in one statement
  // (issue 17, ADR 091), for `auth.authenticateClientWith`.
  const flowRead = db
    .select({
      session: sessions,
      client: clients,
      facts: clientFactsFields(clients.id),
      journey: journeyFields(deps, clients.id),
    })
    .from(sessions)
    .leftJoin(clients, sessionClientJoin)
    .where(sessionIdIsPlaceholder)
    .prepare('lender_client_flow_read');

  return {
    async authenticateFlow(token) {
      const { auth: checked, row } = await auth.authenticateClientWith(
        token,
        async (id) => (await flowRead.execute({ id }))[0],
      );
      const client = row.client ?? undefined;
      const facts = clientFactsOf(row.facts, client?.closedLoansCount ?? 0);
      return { auth: checked, client, rows: journeyRowsOf(deps, row.journey, facts) };
    },
    flow: (clientId, row, rows) => flow(deps, clientId, row, rows),
  };
}
