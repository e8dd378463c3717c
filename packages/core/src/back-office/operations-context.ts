import type { Application, ClientSummary } from '@lender/contracts';
import type { ApplicationViewRow } from '../applications/application-model';
import { clientRow, recipientHashes } from './client-row';
import { type ClientSummaryRow, clientSummaryOf } from './lists/clients-list';
import { outboxMessageOf } from './lists/outbox-list';
import type { BackOfficeDeps, PageRequest } from './operations-model';

/** What every part of the back-office operations shares. */
export type OperationsContext = ReturnType<typeof createOperationsContext>;

export function createOperationsContext(deps: BackOfficeDeps) {
  const { db, pii } = deps;
  const pageOf = (page: PageRequest) => ({
    limit: page.perPage,
    offset: (Math.max(1, page.page) - 1) * page.perPage,
  });
  return {
    db,
    pii,
    clientRow: (clientId: number) => clientRow(db, clientId),
    summaryOf: (row: ClientSummaryRow): ClientSummary => clientSummaryOf(pii, row),
    recipientHashes: (row: Parameters<typeof recipientHashes>[1]) => recipientHashes(pii, row),
    messageOf: outboxMessageOf,
    applicationOf: (row: ApplicationViewRow): Application => deps.applications.view(row),
    pageOf,
  };
}
