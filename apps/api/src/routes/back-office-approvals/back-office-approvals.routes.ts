import { backOfficeApprovalEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: the loan page, maker-checker requests and their inbox (ADR 056), settings (ADR 059).
export const loan = endpointRoute(e.loan);
export const requestWriteOff = endpointRoute(e.requestWriteOff);
export const requestRefund = endpointRoute(e.requestRefund);
export const approvals = endpointRoute(e.approvals);
export const approval = endpointRoute(e.approval);
export const approve = endpointRoute(e.approve);
export const reject = endpointRoute(e.reject);
// The maker withdraws their own request: whoever could make it may cancel it (checked in core).
export const cancelApproval = endpointRoute(e.cancelApproval);
export const settings = endpointRoute(e.settings);
export const requestAmountLimits = endpointRoute(e.requestAmountLimits);
export const setPayCycles = endpointRoute(e.setPayCycles);
export const refunds = endpointRoute(e.refunds);
export const requestBanks = endpointRoute(e.requestBanks);
export const requestPaymentReversal = endpointRoute(e.requestPaymentReversal);
export const requestPricing = endpointRoute(e.requestPricing);
// ADR 170: provisioning rates and collection rules, by maker-checker too.
export const requestProvisioning = endpointRoute(e.requestProvisioning);
export const requestCollectionRules = endpointRoute(e.requestCollectionRules);
