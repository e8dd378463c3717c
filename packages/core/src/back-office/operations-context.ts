import type { Application, ClientSummary, Decision, OutboxMessage } from '@lender/contracts';
import { eq } from 'drizzle-orm';
import { emailHashOf, emailOf } from '../clients/email';
import { type applications, clients, type decisions, type outbox } from '../db/schema/index';
import { CoreError } from '../errors/core-error';
import { maskPhone } from '../pii';
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

  const summaryOf = (row: typeof clients.$inferSelect): ClientSummary => ({
    id: row.id,
    fullName: [row.firstName, row.middleName, row.lastName, row.secondLastName].filter(Boolean).join(' '),
    email: emailOf(pii, row),
    phone: maskPhone(pii.decrypt(row.phoneEnc)),
    status: row.status as ClientSummary['status'],
    createdAt: row.createdAt.toISOString(),
    fake: row.fake,
  });

  /** The outbox recipient hashes of a client: its phone and its e-mail. */
  const recipientHashes = (row: typeof clients.$inferSelect) => [
    row.phoneHash,
    emailHashOf(pii, emailOf(pii, row)),
  ];

  const messageOf = (row: typeof outbox.$inferSelect, clientId: number | null): OutboxMessage => ({
    id: row.id,
    channel: row.channel as 'sms' | 'email',
    recipient: row.recipientMasked ?? '',
    template: typeof row.payload?.purpose === 'string' ? row.payload.purpose : (row.subject ?? row.channel),
    body: row.body,
    clientId,
    status: row.status,
    retriedAt: row.retriedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });

  const applicationOf = (row: typeof applications.$inferSelect): Application => deps.applications.view(row);

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
    messageOf,
    applicationOf,
    decisionOf,
    pageOf,
  };
}
