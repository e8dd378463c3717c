import type {
  ClientListQuery,
  ClientListRow,
  LoanListQuery,
  LoanListRow,
  OutboxMessage,
  PaymentListQuery,
  PaymentListRow,
  UnmatchedCallback,
} from '@lender/contracts';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { PiiCrypto } from '../../pii';
import type { Providers } from '../../providers/index';
import type { Page, PageRequest } from '../operations';
import { type ClientListFilter, listClients } from './clients-list';
import { pesosCell, toCsv } from './csv';
import type { ListPage, ListPageRequest } from './list-helpers';
import { type LoanListFilter, listLoans } from './loans-list';
import { listOutbox, type OutboxListFilter, retryOutboxMessage } from './outbox-list';
import { listPayments, listUnmatchedCallbacks, type PaymentListFilter } from './payments-list';

/** A CSV export: the file, and how many rows it holds (equal to the filter's `x-total-count`). */
export interface CsvExport {
  csv: string;
  rows: number;
}

/** The back-office lists and their CSV exports (issue 16, ADRs 057, 242). */
export interface BackOfficeLists {
  /** A page by number, or after `page.cursor` (ADR 048); every page but the last has `nextCursor`. */
  clients(
    filter: ClientListFilter,
    sort: ClientListQuery['sort'],
    page: ListPageRequest,
  ): Promise<ListPage<ClientListRow>>;
  exportClients(filter: ClientListFilter, sort: ClientListQuery['sort']): Promise<CsvExport>;
  loans(
    filter: LoanListFilter,
    sort: LoanListQuery['sort'],
    page: ListPageRequest,
  ): Promise<ListPage<LoanListRow>>;
  exportLoans(filter: LoanListFilter, sort: LoanListQuery['sort']): Promise<CsvExport>;
  payments(
    filter: PaymentListFilter,
    sort: PaymentListQuery['sort'],
    page: ListPageRequest,
  ): Promise<ListPage<PaymentListRow>>;
  exportPayments(filter: PaymentListFilter, sort: PaymentListQuery['sort']): Promise<CsvExport>;
  unmatchedCallbacks(page: PageRequest): Promise<Page<UnmatchedCallback>>;
  outbox(filter: OutboxListFilter, page: PageRequest): Promise<Page<OutboxMessage>>;
  /** Sends a failed message again (once); audited. */
  retryMessage(actorId: number, messageId: number): Promise<OutboxMessage>;
}

export function createBackOfficeLists(deps: {
  db: Database;
  pii: PiiCrypto;
  clock: Clock;
  audit: AuditService;
  providers: Providers;
}): BackOfficeLists {
  const { db, pii } = deps;
  return {
    clients: (filter, sort, page) => listClients(db, pii, filter, sort, page),
    async exportClients(filter, sort) {
      const { items } = await listClients(db, pii, filter, sort, 'export');
      const csv = toCsv<ClientListRow>(
        [
          ['id', (r) => r.id],
          ['full_name', (r) => r.fullName],
          ['email', (r) => r.email],
          ['phone', (r) => r.phone],
          ['status', (r) => r.status],
          ['type', (r) => r.type],
          ['has_active_loan', (r) => r.hasActiveLoan],
          ['overdue_days', (r) => r.overdueDays],
          ['fake', (r) => r.fake],
          ['created_at', (r) => r.createdAt],
        ],
        items,
      );
      return { csv, rows: items.length };
    },
    loans: (filter, sort, page) => listLoans(db, filter, sort, page),
    async exportLoans(filter, sort) {
      const { items } = await listLoans(db, filter, sort, 'export');
      const csv = toCsv<LoanListRow>(
        [
          ['id', (r) => r.id],
          ['client_id', (r) => r.clientId],
          ['client_name', (r) => r.clientName],
          ['application_id', (r) => r.applicationId],
          ['status', (r) => r.status],
          ['principal_mxn', (r) => pesosCell(r.principalCentavos)],
          ['outstanding_mxn', (r) => pesosCell(r.outstandingCentavos)],
          ['start_date', (r) => r.startDate],
          ['due_date', (r) => r.dueDate],
          ['overdue_days', (r) => r.overdueDays],
          ['fake', (r) => r.fake],
          ['created_at', (r) => r.createdAt],
        ],
        items,
      );
      return { csv, rows: items.length };
    },
    payments: (filter, sort, page) => listPayments(db, filter, sort, page),
    async exportPayments(filter, sort) {
      const { items } = await listPayments(db, filter, sort, 'export');
      const csv = toCsv<PaymentListRow>(
        [
          ['id', (r) => r.id],
          ['loan_id', (r) => r.loanId],
          ['client_id', (r) => r.clientId],
          ['kind', (r) => r.kind],
          ['channel', (r) => r.channel],
          ['status', (r) => r.status],
          ['amount_mxn', (r) => pesosCell(r.amountCentavos)],
          ['paid_mxn', (r) => pesosCell(r.paidCentavos)],
          ['reference', (r) => r.reference],
          ['recorded_by', (r) => r.recordedBy],
          ['fake', (r) => r.fake],
          ['created_at', (r) => r.createdAt],
          ['completed_at', (r) => r.completedAt],
        ],
        items,
      );
      return { csv, rows: items.length };
    },
    unmatchedCallbacks: (page) => listUnmatchedCallbacks(db, page),
    outbox: (filter, page) => listOutbox(db, pii, filter, page),
    retryMessage: (actorId, messageId) => retryOutboxMessage(deps, actorId, messageId),
  };
}
