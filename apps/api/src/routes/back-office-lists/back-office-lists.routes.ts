import { backOfficeListEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { csvRoute } from './csv-route';

// Issue 16 (ADR 057): loans and payments lists, unmatched callbacks, CSV exports, outbox retry.
export const exportClients = csvRoute(e.backOfficeExportClients);
export const loans = endpointRoute(e.backOfficeLoans);
export const exportLoans = csvRoute(e.backOfficeExportLoans);
export const payments = endpointRoute(e.backOfficePayments);
export const exportPayments = csvRoute(e.backOfficeExportPayments);
export const unmatchedCallbacks = endpointRoute(e.backOfficeUnmatchedCallbacks);
export const retryMessage = endpointRoute(e.backOfficeRetryMessage);
