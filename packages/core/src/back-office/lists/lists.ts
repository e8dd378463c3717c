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
import type { Database } from '@lender/db';
import type { MessageKey, Translate } from '@lender/i18n';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import { readRegistrationAnswers } from '../../clients/registration-answers';
import { translatorFor } from '../../i18n';
import type { PiiCrypto } from '../../pii';
import type { Providers } from '../../providers/index';
import { revealListPhones } from '../client-contact';
import type { Page, PageRequest } from '../operations-model';
import { readPortfolio } from '../portfolio';
import { type ClientListFilter, listClients } from './clients-list';
import { registrationColumns, registrationCsvFields } from './registration-columns';
import { mexicoCityTimestamp, pesosCell, toCsv } from './csv';
import type { ListPage, ListPageRequest } from './list-helpers';
import { type LoanListFilter, listLoans } from './loans-list';
import { listOutbox, type OutboxListFilter } from './outbox-list';
import { listPayments, listUnmatchedCallbacks, type PaymentListFilter } from './payments-list';
import { portfolioCsv } from './portfolio-csv';

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
    /** Full phone numbers for a user with `clients.contact`: each client shown is an audited read. */
    options?: Pick<ExportOptions, 'revealPhonesTo'>,
  ): Promise<ListPage<ClientListRow>>;
  exportClients(
    filter: ClientListFilter,
    sort: ClientListQuery['sort'],
    options?: ExportOptions,
  ): Promise<CsvExport>;
  loans(
    filter: LoanListFilter,
    sort: LoanListQuery['sort'],
    page: ListPageRequest,
  ): Promise<ListPage<LoanListRow>>;
  exportLoans(
    filter: LoanListFilter,
    sort: LoanListQuery['sort'],
    options?: ExportOptions,
  ): Promise<CsvExport>;
  payments(
    filter: PaymentListFilter,
    sort: PaymentListQuery['sort'],
    page: ListPageRequest,
  ): Promise<ListPage<PaymentListRow>>;
  exportPayments(
    filter: PaymentListFilter,
    sort: PaymentListQuery['sort'],
    options?: ExportOptions,
  ): Promise<CsvExport>;
  /** The portfolio report (issue 36): total, current, overdue and each bucket, with PAR. */
  exportPortfolio(asOf: string, options?: ExportOptions): Promise<CsvExport>;
  unmatchedCallbacks(page: PageRequest): Promise<Page<UnmatchedCallback>>;
  outbox(filter: OutboxListFilter, page: PageRequest): Promise<Page<OutboxMessage>>;
}

/** How an export is written: the reader's language, and full phones for `clients.contact` (audited). */
export interface ExportOptions {
  /** @default 'es-MX' */
  language?: 'es-MX' | 'en';
  /** The user the full phone numbers are shown to (each client an audited read); masked when absent. */
  revealPhonesTo?: number;
}

type Column<T> = readonly [header: string, cell: (row: T) => unknown];

/**
 * The columns of a code (issue 36): the machine code, headed "<column> (código)", and its words
 * beside it, headed by the column's name.
 */
function coded<T>(
  t: Translate,
  header: MessageKey,
  code: (row: T) => string | number,
  words: (row: T) => string,
) {
  const name = t(header);
  return [[t('backoffice:csv.code', { column: name }), code] as Column<T>, [name, words] as Column<T>];
}

const yesNo = (t: Translate, value: boolean) => t(value ? 'backoffice:csv.yes' : 'backoffice:csv.no');

export function createBackOfficeLists(deps: {
  db: Database;
  pii: PiiCrypto;
  clock: Clock;
  audit: AuditService;
  providers: Providers;
}): BackOfficeLists {
  const { db, pii } = deps;
  return {
    async clients(filter, sort, page, options = {}) {
      const list = await listClients(db, pii, filter, sort, page);
      if (options.revealPhonesTo === undefined) return list;
      return { ...list, items: await revealListPhones(deps, options.revealPhonesTo, list.items, 'list') };
    },
    async exportClients(filter, sort, options = {}) {
      const t = translatorFor(options.language ?? 'es-MX');
      const listed = (await listClients(db, pii, filter, sort, 'export')).items;
      const items =
        options.revealPhonesTo === undefined
          ? listed
          : await revealListPhones(deps, options.revealPhonesTo, listed, 'export');
      // The registration's answers `REGISTRATION_FIELDS` marks for the CSV (`backOffice.csv`), read
      // only when there is one.
      const answers =
        registrationCsvFields().length === 0
          ? new Map()
          : await readRegistrationAnswers({ db, pii }, items.map((r) => r.id));
      const csv = toCsv<ClientListRow>(
        [
          [t('backoffice:clients.columns.id'), (r) => r.id],
          [t('backoffice:clients.columns.name'), (r) => r.fullName],
          [t('backoffice:clients.columns.email'), (r) => r.email],
          [t('backoffice:clients.columns.phone'), (r) => r.phone],
          ...coded<ClientListRow>(
            t,
            'backoffice:clients.columns.status',
            (r) => r.status,
            (r) => t(`backoffice:status.client.${r.status}` as MessageKey),
          ),
          ...coded<ClientListRow>(
            t,
            'backoffice:clients.type',
            (r) => r.type,
            (r) => t(r.type === 'first' ? 'backoffice:clients.typeFirst' : 'backoffice:clients.typeRepeated'),
          ),
          [t('backoffice:clients.hasActiveLoan'), (r) => yesNo(t, r.hasActiveLoan)],
          [t('backoffice:loans.daysPastDue'), (r) => r.overdueDays],
          [t('backoffice:clients.columns.fake'), (r) => yesNo(t, r.fake)],
          [t('backoffice:clients.columns.created'), (r) => mexicoCityTimestamp(r.createdAt)],
          ...registrationColumns<ClientListRow>(t, answers),
        ],
        items,
      );
      return { csv, rows: items.length };
    },
    loans: (filter, sort, page) => listLoans(db, filter, sort, page),
    async exportLoans(filter, sort, options = {}) {
      const t = translatorFor(options.language ?? 'es-MX');
      const { items } = await listLoans(db, filter, sort, 'export');
      const csv = toCsv<LoanListRow>(
        [
          [t('backoffice:loans.id'), (r) => r.id],
          [t('backoffice:clients.columns.id'), (r) => r.clientId],
          [t('backoffice:loans.client'), (r) => r.clientName],
          [t('backoffice:applications.id'), (r) => r.applicationId],
          ...coded<LoanListRow>(
            t,
            'backoffice:loans.status',
            (r) => r.status,
            (r) => t(`backoffice:status.loan.${r.status}` as MessageKey),
          ),
          ...coded<LoanListRow>(
            t,
            'backoffice:loans.standing',
            (r) => r.standing,
            (r) => t(`backoffice:loans.standings.${r.standing}`),
          ),
          ...coded<LoanListRow>(
            t,
            'backoffice:loans.bucket',
            (r) => r.overdueBucket ?? '',
            (r) => (r.overdueBucket ? t(`backoffice:loans.buckets.${r.overdueBucket}`) : ''),
          ),
          [t('backoffice:loans.daysPastDue'), (r) => r.overdueDays],
          [t('backoffice:loans.amount'), (r) => pesosCell(r.principalCentavos)],
          [t('backoffice:loans.outstandingPrincipal'), (r) => pesosCell(r.outstandingPrincipalCentavos)],
          [t('backoffice:loans.balance'), (r) => pesosCell(r.outstandingCentavos)],
          [t('backoffice:loans.disbursedOn'), (r) => r.startDate],
          [t('backoffice:loans.due'), (r) => r.dueDate],
          [t('backoffice:clients.columns.fake'), (r) => yesNo(t, r.fake)],
          [t('backoffice:clients.columns.created'), (r) => mexicoCityTimestamp(r.createdAt)],
        ],
        items,
      );
      return { csv, rows: items.length };
    },
    payments: (filter, sort, page) => listPayments(db, filter, sort, page),
    async exportPayments(filter, sort, options = {}) {
      const t = translatorFor(options.language ?? 'es-MX');
      const { items } = await listPayments(db, filter, sort, 'export');
      const csv = toCsv<PaymentListRow>(
        [
          [t('backoffice:payments.id'), (r) => r.id],
          [t('backoffice:loans.id'), (r) => r.loanId],
          [t('backoffice:clients.columns.id'), (r) => r.clientId],
          [t('backoffice:payments.client'), (r) => r.clientName],
          ...coded<PaymentListRow>(
            t,
            'backoffice:payments.kind',
            (r) => r.kind,
            (r) => t(`backoffice:payments.kinds.${r.kind}`),
          ),
          ...coded<PaymentListRow>(
            t,
            'backoffice:payments.channel',
            (r) => r.channel,
            (r) => t(`backoffice:payments.channels.${r.channel}`),
          ),
          ...coded<PaymentListRow>(
            t,
            'backoffice:payments.status',
            (r) => r.status,
            (r) => t(`backoffice:payments.statuses.${r.status}`),
          ),
          [t('backoffice:loans.amount'), (r) => pesosCell(r.amountCentavos)],
          [t('backoffice:loans.paid'), (r) => pesosCell(r.paidCentavos)],
          [t('backoffice:loans.reference'), (r) => r.reference],
          [
            t('backoffice:payments.recordedBy'),
            // `user:3` as the screens say it: "Back-office #3".
            (r) =>
              r.recordedBy?.replace(/^user:(\d+)$/, `${t('backoffice:audit.actorTypes.user')} #$1`) ?? '',
          ],
          [t('backoffice:clients.columns.fake'), (r) => yesNo(t, r.fake)],
          [t('backoffice:clients.columns.created'), (r) => mexicoCityTimestamp(r.createdAt)],
          [t('backoffice:payments.completedAt'), (r) => mexicoCityTimestamp(r.completedAt)],
        ],
        items,
      );
      return { csv, rows: items.length };
    },
    async exportPortfolio(asOf, options = {}) {
      const t = translatorFor(options.language ?? 'es-MX');
      return portfolioCsv(t, await readPortfolio(db, asOf));
    },
    unmatchedCallbacks: (page) => listUnmatchedCallbacks(db, page),
    outbox: (filter, page) => listOutbox(db, pii, filter, page),
  };
}
