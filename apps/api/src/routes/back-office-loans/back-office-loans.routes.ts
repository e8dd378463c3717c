import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 6 back-office: a payment received outside the providers; writing a loan off.
export const recordPayment = endpointRoute(e.backOfficeRecordPayment, {
  middleware: [requirePermission('loans.record_payment')],
});
export const writeOff = endpointRoute(e.backOfficeWriteOff, {
  middleware: [requirePermission('loans.write_off')],
});
