import { backOfficeListEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';
import { csvRoute } from './csv-route';

// Issue 16 (ADR 057): loans and payments lists, unmatched callbacks, CSV exports, outbox retry.
export const exportClients = csvRoute(e.backOfficeExportClients, {
  middleware: [requirePermission('clients.read'), requirePermission('lists.export')],
});
export const loans = endpointRoute(e.backOfficeLoans, { middleware: [requirePermission('loans.read')] });
export const exportLoans = csvRoute(e.backOfficeExportLoans, {
  middleware: [requirePermission('loans.read'), requirePermission('lists.export')],
});
export const payments = endpointRoute(e.backOfficePayments, {
  middleware: [requirePermission('payments.read')],
});
export const exportPayments = csvRoute(e.backOfficeExportPayments, {
  middleware: [requirePermission('payments.read'), requirePermission('lists.export')],
});
export const unmatchedCallbacks = endpointRoute(e.backOfficeUnmatchedCallbacks, {
  middleware: [requirePermission('payments.read')],
});
export const retryMessage = endpointRoute(e.backOfficeRetryMessage, {
  middleware: [requirePermission('outbox.retry')],
});
