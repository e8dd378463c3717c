import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { AuthService } from '../auth/sessions';
import type { Clock } from '../clock';
import type { ClientDocumentsService } from '../documents/client-documents';
import type { LoanAccountContext } from '../ledger/loan-account';
import type { LoansService } from '../loans/loans';
import type { Logger } from '../logger';
import type { PaymentsService } from '../payments/payments';
import type { PiiCrypto } from '../pii';
import type { Providers } from '../providers/index';
import type { PayoutProvider } from '../providers/payouts/port';
import type { ApprovalExecutors } from './approvals';
import { approvedPaymentReversal } from './payment-reversal';
import { approvedSettlementException } from './reconciliation/settlement-exceptions';
import { createRefundPayoutsService, type RefundPayoutsService } from './refund-payouts';
import { approvedWriteOff } from './request-write-off';
import type { CollectionRulesSetting } from './settings/settings-context';
import { settingsExecutors } from './settings/settings-executors';

/** The back-office API of issue 16 (ADR 055–059), one service per screen. */
export interface BackOfficeAdmin {
  /** What an approved request of each kind does (`approve.ts` runs it). */
  readonly approvalExecutors: ApprovalExecutors;
  /** Payouts of approved refunds of overpayments. */
  readonly refunds: RefundPayoutsService;
}

export interface BackOfficeAdminDeps {
  db: Database;
  /** The collection rules the settings edit (ADR 170; a port: collections sits above back-office). */
  collectionRules: CollectionRulesSetting;
  clock: Clock;
  pii: PiiCrypto;
  auth: AuthService;
  audit: AuditService;
  loans: LoansService;
  /** The loan account (`ledger/loan-account.ts`): reversals, refunds and settlement corrections post through it. */
  loanAccount: LoanAccountContext;
  providers: Providers;
  documents: ClientDocumentsService;
  logger: Logger;
  /** The payout port behind the fake-money guard (refunds are paid through it). */
  payouts: PayoutProvider;
  /** HMAC key of the signed document links. */
  fileLinkSecret: string;
  /** Settlement files reach the ledger's payments through here (issue 39). */
  payments: PaymentsService;
}

export function createBackOfficeAdmin(deps: BackOfficeAdminDeps): BackOfficeAdmin {
  const refunds = createRefundPayoutsService(deps);
  const settings = settingsExecutors(deps);
  const approvalExecutors: ApprovalExecutors = {
    'loan.write_off': approvedWriteOff(deps),
    'payment.refund': refunds.executor,
    'payment.reversal': approvedPaymentReversal(deps),
    'settings.pricing': settings.pricing,
    'settings.amount_limits': settings.amountLimits,
    'settings.banks': settings.banks,
    'settings.provisioning': settings.provisioning,
    'settings.collection_rules': settings.collectionRules,
    'reconciliation.exception': approvedSettlementException(deps),
  };
  return {
    approvalExecutors,
    refunds,
  };
}
