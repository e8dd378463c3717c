import type { Database } from '@lender/db';
import type { ClientDataContext, ClientDataRights } from '../arco/client-data-rights';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { LoanAccountContext } from '../ledger/loan-account';
import type { Logger } from '../logger';
import type { NoticePort } from '../notices/notice-model';
import type { PiiCrypto } from '../pii';
import type { PayoutProvider } from '../providers/payouts/port';
import type { ApprovalExecutors } from './approvals';
import { approvedArcoAct } from './arco/arco-act';
import { approvedContactTemplate } from './collection-templates/contact-templates';
import { approvedPolicyPublication } from './credit-policy/request-policy-publication';
import { approvedPaymentReversal } from './payment-reversal';
import { approvedAmlMatchClearance } from './pld/clear-aml-match';
import { approvedAmlAlertDecision } from './pld/decide-aml-alert';
import { approvedAmlSettings } from './pld/request-aml-settings';
import { approvedChallengerChange } from './policy-challengers/challenger-rows';
import {
  approvedSettlementException,
  type SettlementExceptionsContext,
} from './reconciliation/settlement-exceptions';
import { payApprovedRefund } from './refund-payouts';
import { approvedWriteOff } from './request-write-off';
import type { CollectionRulesSetting } from './settings/settings-context';
import { settingsExecutors } from './settings/settings-executors';

/** What the approved requests' actions read of the core (`Core` is one). */
export interface ApprovalExecutorsContext extends SettlementExceptionsContext, ClientDataContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly pii: PiiCrypto;
  readonly logger: Logger;
  readonly audit: AuditService;
  /** The loan account (`ledger/loan-account.ts`): reversals, refunds and settlement corrections post through it. */
  readonly loanAccount: LoanAccountContext;
  /** The payout port behind the fake-money guard (refunds are paid through it). */
  readonly payouts: PayoutProvider;
  /** Borrower notices: a refund that reached the borrower's CLABE, or came back. */
  readonly notices?: NoticePort | undefined;
  /** The collection rules the settings edit (ADR 170; a port: collections sits above back-office). */
  readonly collectionRules: CollectionRulesSetting;
  /** Stands in for the personal-data functions an ARCO act calls (tests; issue 51). */
  readonly clientData?: ClientDataRights | undefined;
}

/**
 * What an approved request of each kind does (ADR 056): `approve.ts` runs the one of its kind with
 * the request and its checker. One line per kind; each action is a function over the context.
 */
export function approvalExecutors(ctx: ApprovalExecutorsContext): ApprovalExecutors {
  const settings = settingsExecutors(ctx);
  return {
    'loan.write_off': approvedWriteOff(ctx),
    'payment.refund': (request, checkerId) => payApprovedRefund(ctx, request, checkerId),
    'payment.reversal': approvedPaymentReversal(ctx),
    'settings.pricing': settings.pricing,
    'settings.amount_limits': settings.amountLimits,
    'settings.banks': settings.banks,
    'settings.provisioning': settings.provisioning,
    'settings.collection_rules': settings.collectionRules,
    'reconciliation.exception': approvedSettlementException(ctx),
    'compliance.alert': approvedAmlAlertDecision(ctx),
    'compliance.match': approvedAmlMatchClearance(ctx),
    'compliance.settings': approvedAmlSettings(ctx),
    'privacy.arco_act': approvedArcoAct(ctx),
    'collections.template': approvedContactTemplate(ctx),
    'policy.publish': approvedPolicyPublication(ctx),
    'policy.challenger': approvedChallengerChange(ctx),
  };
}
