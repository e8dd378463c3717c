import type { ApprovalRequest, ReconciliationAction } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import type { LoanAccountContext } from '../../ledger/loan-account';
import type { Logger } from '../../logger';
import type { PaymentsService } from '../../payments/payments';
import type { ErrorReporter } from '../../providers/error-reporter/port';
import type { SettlementChannel } from '../../providers/settlements/layouts';
import type { ApprovalExecutor, ApprovalsService } from '../approvals';
import { checkReconciliationDay } from './ledger-checks';
import { createSettlementExceptions } from './settlement-exceptions';

/**
 * Settlement reconciliation (issue 39, ADRs 140–143): what the approvals and the daily job reach.
 * The endpoints are use cases beside it (`settlement-upload.ts`, `settlement-fetch.ts`,
 * `settlement-imports.ts`, `settlement-import.ts`, `ledger-checks.ts`).
 */
export interface ReconciliationService {
  /** Finance asks to work an exception line (maker-checker, `reconciliation.exception`). */
  requestException(
    makerId: number,
    input: { lineId: number; action: ReconciliationAction; loanId?: number | undefined; reason: string },
  ): Promise<ApprovalRequest>;
  /** The daily check: alerts (log, error reporter, a row) for what does not tie. */
  check(date: string): Promise<{ date: string; even: boolean; untied: SettlementChannel[] }>;
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
}

export function createReconciliationService(deps: ReconciliationDeps): ReconciliationService {
  const exceptions = createSettlementExceptions(deps);
  return {
    requestException: exceptions.request,
    check: (date) => checkReconciliationDay(deps, date),
    executor: exceptions.executor,
  };
}
