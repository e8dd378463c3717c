import { backOfficeApprovalEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 16: the loan page, maker-checker requests and their inbox (ADR 056), settings (ADR 059).
export const loan = endpointRoute(e.backOfficeLoan, { middleware: [requirePermission('loans.read')] });
export const requestWriteOff = endpointRoute(e.backOfficeRequestWriteOff, {
  middleware: [requirePermission('loans.write_off')],
});
export const requestRefund = endpointRoute(e.backOfficeRequestRefund, {
  middleware: [requirePermission('payments.refund')],
});
export const approvals = endpointRoute(e.backOfficeApprovals, {
  middleware: [requirePermission('approvals.read')],
});
export const approval = endpointRoute(e.backOfficeApproval, {
  middleware: [requirePermission('approvals.read')],
});
export const approve = endpointRoute(e.backOfficeApprove, {
  middleware: [requirePermission('approvals.decide')],
});
export const reject = endpointRoute(e.backOfficeReject, {
  middleware: [requirePermission('approvals.decide')],
});
// The maker withdraws their own request: whoever could make it may cancel it (checked in core).
export const cancel = endpointRoute(e.backOfficeCancelApproval, {
  middleware: [requirePermission('approvals.read')],
});
export const settings = endpointRoute(e.backOfficeSettings, {
  middleware: [requirePermission('settings.read')],
});
export const setAmountLimits = endpointRoute(e.backOfficeSetAmountLimits, {
  middleware: [requirePermission('settings.edit')],
});
export const setPayCycles = endpointRoute(e.backOfficeSetPayCycles, {
  middleware: [requirePermission('settings.edit')],
});
export const refunds = endpointRoute(e.backOfficeRefunds, {
  middleware: [requirePermission('payments.read')],
});
export const setBanks = endpointRoute(e.backOfficeSetBanks, {
  middleware: [requirePermission('settings.edit')],
});
export const requestPricing = endpointRoute(e.backOfficeRequestPricing, {
  middleware: [requirePermission('settings.edit')],
});
