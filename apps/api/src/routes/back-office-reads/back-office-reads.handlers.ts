import {
  backOfficeRegulatorEndpoints,
  backOfficeRiskReportEndpoints,
  backOfficeSummaryEndpoints,
  backOfficeDashboardEndpoints as dashboard,
  type EndpointDefinition,
  backOfficeListEndpoints as lists,
  backOfficeOperationsEndpoints as operations,
  backOfficeReconciliationEndpoints as reconciliation,
} from '@lender/contracts';
import { type Core, type Reader, useCases } from '@lender/core';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { csvResponse, csvRoute, isCsv } from '../../http/csv-route';
import { endpointRoute } from '../../http/endpoint-route';
import { ok, setListPageHeaders } from '../../http/responses';
import { createRouter } from '../../http/router';
import { mountedUseCases } from '../../http/use-case-route';
import { phonesShownTo } from './export-options';

// The back office's reads (ADR 152): its lists, exports, dashboard, queue and reports, each answered
// by the use case of its name, `useCases.backOffice.<name>(core, { query, reader })`: the endpoint
// `backOffice.riskReport` is `useCases.backOffice.riskReport` (`core/src/back-office/reports/risk-report.ts`).
// One handler reads the query, the reader's language (CSVs) and the phones they may see, and writes
// the answer as its endpoint says: a CSV file, a list's page with its headers, or the envelope.

/**
 * The reads mounted here: every endpoint of the report maps (a new report in one of them is its
 * endpoint and its use case, nothing here), and the reads of the maps that also hold writes.
 */
export const BACK_OFFICE_READS: readonly EndpointDefinition[] = [
  operations.clients,
  lists.exportClients,
  lists.loans,
  lists.exportLoans,
  lists.payments,
  lists.exportPayments,
  lists.unmatchedCallbacks,
  operations.outbox,
  operations.manualQueue,
  dashboard.dashboard,
  // Summary tables (`SUMMARY_TABLES` of the contracts): the back-office's summaries screen shows them.
  ...Object.values(backOfficeSummaryEndpoints),
  dashboard.exportPortfolio,
  // Issue 39: the risk reports and the regulator's figures and files.
  ...Object.values(backOfficeRiskReportEndpoints),
  ...Object.values(backOfficeRegulatorEndpoints),
  reconciliation.settlementImports,
  reconciliation.settlementImport,
  reconciliation.ledgerChecks,
];

/**
 * The reads answered from the reports' database (`DATABASE_REPLICA_URL`, a streaming replica, when
 * set): the risk and regulator reports, month-long sums a replica's lag of seconds does not change.
 */
const REPLICA_READS: ReadonlySet<string> = new Set(
  [...Object.values(backOfficeRiskReportEndpoints), ...Object.values(backOfficeRegulatorEndpoints)].map(
    (endpoint) => endpoint.id,
  ),
);

/** A read's use case: the core, and the endpoint's validated query with who reads. */
type Read = (core: Core, input: { query: Record<string, unknown>; reader: Reader }) => Promise<unknown>;

/** The use-case name of a back-office endpoint: its id without the group (`backOffice.riskReport` → `riskReport`). */
const readName = (endpoint: EndpointDefinition): string => endpoint.id.replace(/^backOffice\./, '');

/** The use case answering `endpoint` (a missing one stops the API at start, not at the first call). */
function readOf(endpoint: EndpointDefinition): Read {
  const name = readName(endpoint);
  const read = (useCases.backOffice as Record<string, unknown>)[name];
  if (typeof read !== 'function')
    throw new Error(`no use case useCases.backOffice.${name} for ${endpoint.id}`);
  return read as Read;
}

/** The route of a read: JSON in the envelope, or a CSV file. */
const routeOf = (endpoint: EndpointDefinition) =>
  isCsv(endpoint) ? csvRoute(endpoint) : endpointRoute(endpoint);

type PageAnswer = Parameters<typeof setListPageHeaders>[2];
type CsvAnswer = { name: string; csv: string; rows: number };

/**
 * Answers one read: the reader's language (CSV), the phones they may see, then the use case; a CSV
 * endpoint's answer is a file, a list's (its response an array) a page with the list headers.
 */
async function answer(endpoint: EndpointDefinition, read: Read, c: Context<AppEnv>): Promise<Response> {
  const core = c.get('core');
  const userId = c.get('auth').subjectId;
  const query = ((c.req.valid as (target: 'query') => unknown)('query') ?? {}) as Record<string, unknown>;
  const language = isCsv(endpoint)
    ? (await useCases.backOffice.user(core, { params: { id: userId } })).language
    : 'es-MX';
  const revealPhonesTo = await phonesShownTo(c, query.reveal as 'phone' | undefined);
  const reader = revealPhonesTo === undefined ? { userId, language } : { userId, language, revealPhonesTo };
  const from = REPLICA_READS.has(endpoint.id) ? { ...core, db: c.get('reportsDb') } : core;
  const result = await read(from, { query, reader });
  if (isCsv(endpoint)) {
    const { name, ...file } = result as CsvAnswer;
    return csvResponse(c, name, file);
  }
  if (endpoint.response instanceof z.ZodArray) {
    const page = result as PageAnswer;
    setListPageHeaders(c, { page: query.page as number, perPage: query.perPage as number }, page);
    return c.json(ok(page.items), 200);
  }
  return c.json(ok(result), 200);
}

export const backOfficeReadsRouter = createRouter();
for (const endpoint of BACK_OFFICE_READS) {
  const read = readOf(endpoint);
  mountedUseCases.add(read);
  backOfficeReadsRouter.openapi(routeOf(endpoint), ((c: Context<AppEnv>) =>
    answer(endpoint, read, c)) as never);
}
