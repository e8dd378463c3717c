import type { Application, ClientSummary, Decision } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { clients, type decisions } from '@lender/db/schema';
import type { ApplicationViewRow } from '../applications/application-model';
import { emailHashOf, emailOf } from '../contact/email';
import { CoreError } from '../errors/core-error';
import { type ClientSummaryRow, clientSummaryOf } from './lists/clients-list';
import { outboxMessageOf } from './lists/outbox-list';
import type { BackOfficeDeps, PageRequest } from './operations-model';

/** What every part of the back-office operations shares. */
export type OperationsContext = ReturnType<typeof createOperationsContext>;

export function createOperationsContext(deps: BackOfficeDeps) {
  const { db, clock, pii, auth, audit } = deps;
  const clientRow = async (clientId: number) => {
    const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
    if (!row) throw new CoreError('not_found');
    return row;
  };

  const summaryOf = (row: ClientSummaryRow): ClientSummary => clientSummaryOf(pii, row);

  /** The outbox recipient hashes of a client: its phone and its e-mail. */
  const recipientHashes = (row: typeof clients.$inferSelect) => [
    row.phoneHash,
    emailHashOf(pii, emailOf(pii, row)),
  ];

  const applicationOf = (row: ApplicationViewRow): Application => deps.applications.view(row);

  const decisionOf = (row: typeof decisions.$inferSelect): Decision => ({
    id: row.id,
    applicationId: row.applicationId,
    outcome: row.outcome,
    reasons: row.reasons.map((reason) => reason.code),
    decidedBy: row.forced ? 'sandbox' : row.ruleSet.startsWith('manual') ? 'agent' : 'engine',
    createdAt: row.createdAt.toISOString(),
  });

  const pageOf = (page: PageRequest) => ({
    limit: page.perPage,
    offset: (Math.max(1, page.page) - 1) * page.perPage,
  });
  return {
    deps,
    db,
    clock,
    pii,
    auth,
    audit,
    clientRow,
    summaryOf,
    recipientHashes,
    messageOf: outboxMessageOf,
    applicationOf,
    decisionOf,
    pageOf,
  };
}
