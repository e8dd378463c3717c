import { addDays } from '@lender/calculator/kernel';
import {
  backOfficeDashboardEndpoints as dashboardEndpoints,
  type EndpointDefinition,
  backOfficeListEndpoints as listEndpoints,
  backOfficeOperationsEndpoints as operationsEndpoints,
  backOfficeReconciliationEndpoints as reconciliationEndpoints,
  backOfficeRegulatorEndpoints as regulatorEndpoints,
  backOfficeRiskReportEndpoints as riskEndpoints,
  backOfficeSummaryEndpoints as summaryEndpoints,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import type { z } from 'zod';
import { type Clock, today } from '../clock';
import type { BackOfficeAdmin } from './admin';
import type { BackOfficeService } from './operations-model';
import { paymentsByChannel } from './summaries/payments-by-channel';

// The back office's read models (ADR 152): each list, export, the dashboard and the queue is one
// entry here, registered against its endpoint of `@lender/contracts`. The API mounts every entry
// through one route module, so a new report is its contract, its query (here), its screen and its
// words; the API is not touched.

/** What a read model reads through: the core's back-office services, its database and its clock. */
export interface ReadModelServices {
  readonly admin: BackOfficeAdmin;
  readonly db: Database;
  readonly backOffice: BackOfficeService;
  readonly clock: Clock;
}

/** Who reads, as the API's guard established it. */
export interface Reader {
  /** The signed-in back-office user. */
  readonly userId: number;
  /** Their back-office language: the words of a CSV export. */
  readonly language: 'es-MX' | 'en';
  /** Full phone numbers for this user (asked with `reveal=phone` and allowed): each an audited read. */
  readonly revealPhonesTo?: number;
}

/** A read model's answer: a JSON value, a page of a list (with its headers), or a CSV file. */
export type ReadAnswer =
  | { readonly kind: 'view'; readonly data: unknown }
  | {
      readonly kind: 'page';
      readonly items: readonly unknown[];
      readonly total: number;
      /** The page a cursor landed on, when it says (keyset lists). */
      readonly page?: number | undefined;
      readonly totalEstimated?: boolean | undefined;
      readonly nextCursor?: string | undefined;
    }
  | { readonly kind: 'csv'; readonly name: string; readonly csv: string; readonly rows: number };

/** The validated query of an endpoint, as its contract infers it. */
export type QueryOf<E extends EndpointDefinition> = E['request']['query'] extends z.ZodType
  ? z.infer<E['request']['query']>
  : Record<string, never>;

/** One read model: the contract endpoint it answers and the query behind it. */
export interface ReadModel<E extends EndpointDefinition = EndpointDefinition> {
  readonly endpoint: E;
  /** The reader's back-office language is read first (CSV exports). */
  readonly needsLanguage: boolean;
  read(services: ReadModelServices, query: QueryOf<E>, reader: Reader): Promise<ReadAnswer>;
}

/** Registers the read model of `endpoint` (its CSV exports read the reader's language). */
function readModel<E extends EndpointDefinition>(
  endpoint: E,
  read: (services: ReadModelServices, query: QueryOf<E>, reader: Reader) => Promise<ReadAnswer>,
): ReadModel {
  return { endpoint, needsLanguage: endpoint.responseContentType === 'text/csv', read } as ReadModel;
}

const page = <T extends { items: readonly unknown[]; total: number }>(result: T) =>
  ({ kind: 'page', ...result }) as const;
/** A page answered by number only (queue, outbox, callbacks): its items and total, as before. */
const plainPage = ({ items, total }: { items: readonly unknown[]; total: number }) =>
  ({ kind: 'page', items, total }) as const;
const csv = (name: string, file: { csv: string; rows: number }) => ({ kind: 'csv', name, ...file }) as const;
const exportOptions = (reader: Reader) =>
  reader.revealPhonesTo === undefined
    ? { language: reader.language }
    : { language: reader.language, revealPhonesTo: reader.revealPhonesTo };

/** Every back-office read model, one per contract endpoint. */
export const BACK_OFFICE_READ_MODELS: readonly ReadModel[] = [
  readModel(operationsEndpoints.backOfficeClients, async ({ admin }, query, reader) => {
    const { page: number, perPage, cursor, sort, reveal: _reveal, ...filter } = query;
    const options = reader.revealPhonesTo === undefined ? {} : { revealPhonesTo: reader.revealPhonesTo };
    return page(await admin.lists.clients(filter, sort, { page: number, perPage, cursor }, options));
  }),
  readModel(listEndpoints.backOfficeExportClients, async ({ admin }, query, reader) => {
    const { sort, reveal: _reveal, ...filter } = query;
    return csv('clients', await admin.lists.exportClients(filter, sort, exportOptions(reader)));
  }),
  readModel(listEndpoints.backOfficeLoans, async ({ admin }, query) => {
    const { page: number, perPage, cursor, sort, ...filter } = query;
    return page(await admin.lists.loans(filter, sort, { page: number, perPage, cursor }));
  }),
  readModel(listEndpoints.backOfficeExportLoans, async ({ admin }, query, reader) => {
    const { sort, ...filter } = query;
    return csv('loans', await admin.lists.exportLoans(filter, sort, exportOptions(reader)));
  }),
  readModel(listEndpoints.backOfficePayments, async ({ admin }, query) => {
    const { page: number, perPage, cursor, sort, ...filter } = query;
    return page(await admin.lists.payments(filter, sort, { page: number, perPage, cursor }));
  }),
  readModel(listEndpoints.backOfficeExportPayments, async ({ admin }, query, reader) => {
    const { sort, ...filter } = query;
    return csv('payments', await admin.lists.exportPayments(filter, sort, exportOptions(reader)));
  }),
  readModel(listEndpoints.backOfficeUnmatchedCallbacks, async ({ admin }, { page: number, perPage }) =>
    plainPage(await admin.lists.unmatchedCallbacks({ page: number, perPage })),
  ),
  readModel(operationsEndpoints.backOfficeOutbox, async ({ admin }, query) => {
    const { page: number, perPage, ...filter } = query;
    return plainPage(await admin.lists.outbox(filter, { page: number, perPage }));
  }),
  readModel(operationsEndpoints.backOfficeManualQueue, async ({ backOffice }, { page: number, perPage }) =>
    plainPage(await backOffice.manualQueue({ page: number, perPage })),
  ),
  readModel(dashboardEndpoints.backOfficeDashboard, async ({ admin }, query) => ({
    kind: 'view',
    data: await admin.dashboard(query),
  })),
  // Summary tables (`SUMMARY_TABLES` of the contracts): the back-office's summaries screen shows them.
  readModel(summaryEndpoints.backOfficeSummaryPaymentsByChannel, async ({ db, clock }, query) => ({
    kind: 'view',
    data: await paymentsByChannel(db, query, today(clock)),
  })),
  readModel(dashboardEndpoints.backOfficeExportPortfolio, async ({ admin, clock }, _query, reader) =>
    csv('portfolio', await admin.lists.exportPortfolio(today(clock), exportOptions(reader))),
  ),
  // Issue 39: the risk reports and the regulator's figures and files.
  readModel(riskEndpoints.backOfficeRiskReport, async ({ admin }, query) => ({
    kind: 'view',
    data: await admin.reports.risk(query),
  })),
  readModel(riskEndpoints.backOfficeExportRiskReport, async ({ admin }, query, reader) => {
    const { name, ...file } = await admin.reports.riskCsv(query, reader.language);
    return csv(name, file);
  }),
  readModel(regulatorEndpoints.backOfficeRegulatorSummary, async ({ admin }, query) => ({
    kind: 'view',
    data: await admin.reports.regulator(query),
  })),
  readModel(regulatorEndpoints.backOfficeExportCondusef, async ({ admin }, query, reader) => {
    const { name, ...file } = await admin.reports.condusefCsv(query, reader.language);
    return csv(name, file);
  }),
  readModel(regulatorEndpoints.backOfficeExportCreditBureau, async ({ admin }, query) => {
    const { name, ...file } = await admin.reports.creditBureauFile(query);
    return csv(name, file);
  }),
  readModel(
    reconciliationEndpoints.backOfficeSettlementImports,
    async ({ admin }, { page: number, perPage }) =>
      plainPage(await admin.reconciliation.imports({ page: number, perPage })),
  ),
  readModel(reconciliationEndpoints.backOfficeSettlementImport, async ({ admin }, query) => ({
    kind: 'view',
    data: await admin.reconciliation.importDetail(query),
  })),
  readModel(reconciliationEndpoints.backOfficeLedgerChecks, async ({ admin, clock }, query) => ({
    kind: 'view',
    data: await admin.reconciliation.ledgerChecks(query.date ?? addDays(today(clock), -1)),
  })),
];
