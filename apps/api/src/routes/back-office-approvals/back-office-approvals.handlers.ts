import { backOfficeApprovalEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 16: the loan page, maker-checker requests and their inbox (ADR 056), settings (ADR 059);
// provisioning rates and collection rules by maker-checker too (ADR 170). The maker withdraws their
// own request: whoever could make it may cancel it (checked in core).
export const backOfficeApprovalsRouter = useCaseRouter([
  useCaseRoute(e.loan, backOffice.loan),
  useCaseRoute(e.requestWriteOff, backOffice.requestWriteOff),
  useCaseRoute(e.requestRefund, backOffice.requestRefund),
  useCaseRoute(e.approvals, backOffice.approvals),
  useCaseRoute(e.approval, backOffice.approval),
  useCaseRoute(e.approve, backOffice.approve),
  useCaseRoute(e.reject, backOffice.reject),
  useCaseRoute(e.cancelApproval, backOffice.cancelApproval),
  useCaseRoute(e.settings, backOffice.settings),
  useCaseRoute(e.requestAmountLimits, backOffice.requestAmountLimits),
  useCaseRoute(e.setPayCycles, backOffice.setPayCycles),
  useCaseRoute(e.refunds, backOffice.refunds),
  useCaseRoute(e.creditBalances, backOffice.creditBalances),
  useCaseRoute(e.requestBanks, backOffice.requestBanks),
  useCaseRoute(e.requestPaymentReversal, backOffice.requestPaymentReversal),
  useCaseRoute(e.requestPricing, backOffice.requestPricing),
  useCaseRoute(e.requestProvisioning, backOffice.requestProvisioning),
  useCaseRoute(e.requestCollectionRules, backOffice.requestCollectionRules),
]);
