import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ApprovalRequest, ReconciliationAction } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import type { LoanAccountContext } from '../../ledger/loan-account';
import type { Logger } from '../../logger';
import type { PaymentsService } from '../../payments/payments';
import type { ErrorReporter } from '../../providers/error-reporter/port';
import type { SettlementChannel } from '../../providers/settlements/layouts';
import type { SettlementProvider } from '../../providers/settlements/port';
import type { ApprovalExecutor, ApprovalsService } from '../approvals';
import {
  type CashPositionRow,
  cashPosition,
  checkReconciliationDay,
  openAlerts,
  type ReconciliationAlertRow,
  type TrialBalance,
  trialBalance,
} from './ledger-checks';
import { createSettlementExceptions } from './settlement-exceptions';
import { DEFAULT_MATCH_TOLERANCE, type MatchTolerance } from './settlement-matching';
import {
  importSettlementFile,
  type SettlementImportInput,
  type SettlementImportResult,
} from './settlement-upload';

/** Settlement reconciliation (issue 39, ADRs 140–143). */
export interface ReconciliationService {
  /** Imports a settlement file in our layout (streamed); the same file again changes nothing. */
  importFile(input: SettlementImportInput): Promise<SettlementImportResult>;
  /** Fetches a channel's file for a period through the settlement port and imports it. */
  importFromProvider(
    request: { channel: SettlementChannel; from: string; to: string },
    importedBy: number | null,
  ): Promise<SettlementImportResult>;
  /** Finance asks to work an exception line (maker-checker, `reconciliation.exception`). */
  requestException(
    makerId: number,
    input: { lineId: number; action: ReconciliationAction; loanId?: number | undefined; reason: string },
  ): Promise<ApprovalRequest>;
  trialBalance(date: string): Promise<TrialBalance>;
  cashPosition(date: string): Promise<CashPositionRow[]>;
  /** The daily check: alerts (log, error reporter, a row) for what does not tie. */
  check(date: string): Promise<{ date: string; even: boolean; untied: SettlementChannel[] }>;
  openAlerts(): Promise<ReconciliationAlertRow[]>;
  readonly executor: ApprovalExecutor;
}

export interface ReconciliationDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  logger: Logger;
  /** The loan account: approved exceptions post through it. */
  loanAccount: LoanAccountContext;
  payments: PaymentsService;
  approvals: ApprovalsService;
  errorReporter: ErrorReporter;
  settlements: SettlementProvider;
  tolerance?: MatchTolerance | undefined;
}

/**
 * Runs `use` with the provider's statement read to its end first, into a temporary file (removed
 * afterwards), so the import's transaction never waits on the provider: an adapter that reads the
 * database (the sandbox) would otherwise wait for that very transaction on a one-connection
 * database (PGlite), and a real adapter's slow download would hold the transaction open.
 */
async function spooled<T>(
  source: AsyncIterable<string>,
  use: (file: AsyncIterable<string | Uint8Array>) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'settlement-'));
  try {
    const path = join(folder, 'statement.csv');
    await pipeline(Readable.from(source), createWriteStream(path));
    return await use(createReadStream(path));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function createReconciliationService(deps: ReconciliationDeps): ReconciliationService {
  const tolerance = deps.tolerance ?? DEFAULT_MATCH_TOLERANCE;
  const exceptions = createSettlementExceptions(deps);
  const importFile = (input: SettlementImportInput) =>
    importSettlementFile({ db: deps.db, clock: deps.clock, audit: deps.audit, tolerance }, input);
  return {
    importFile,
    importFromProvider: (request, importedBy) =>
      spooled(deps.settlements.statement(request), (source) =>
        importFile({
          channel: request.channel,
          fileName: `${deps.settlements.name}-${request.channel}-${request.from}-${request.to}.csv`,
          source,
          importedBy,
        }),
      ),
    requestException: exceptions.request,
    trialBalance: (date) => trialBalance(deps.db, date),
    cashPosition: (date) => cashPosition(deps.db, date),
    check: (date) => checkReconciliationDay(deps, date),
    openAlerts: () => openAlerts(deps.db),
    executor: exceptions.executor,
  };
}
