import { backOfficeApprovalEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: the loan page, maker-checker requests and their inbox (ADR 056), settings (ADR 059).
export const loan = endpointRoute(e.backOfficeLoan);
export const requestWriteOff = endpointRoute(e.backOfficeRequestWriteOff);
export const requestRefund = endpointRoute(e.backOfficeRequestRefund);
export const approvals = endpointRoute(e.backOfficeApprovals);
export const approval = endpointRoute(e.backOfficeApproval);
export const approve = endpointRoute(e.backOfficeApprove);
export const reject = endpointRoute(e.backOfficeReject);
// The maker withdraws their own request: whoever could make it may cancel it (checked in core).
export const cancel = endpointRoute(e.backOfficeCancelApproval);
export const settings = endpointRoute(e.backOfficeSettings);
export const requestAmountLimits = endpointRoute(e.backOfficeRequestAmountLimits);
export const setPayCycles = endpointRoute(e.backOfficeSetPayCycles);
export const refunds = endpointRoute(e.backOfficeRefunds);
export const requestBanks = endpointRoute(e.backOfficeRequestBanks);
export const requestReversal = endpointRoute(e.backOfficeRequestPaymentReversal);
export const requestPricing = endpointRoute(e.backOfficeRequestPricing);
// ADR 170: provisioning rates and collection rules, by maker-checker too.
export const requestProvisioning = endpointRoute(e.backOfficeRequestProvisioning);
export const requestCollectionRules = endpointRoute(e.backOfficeRequestCollectionRules);
