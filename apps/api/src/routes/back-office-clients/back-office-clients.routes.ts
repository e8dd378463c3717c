import { backOfficeAuthEndpoints as auth, backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 6 back-office: client search, detail, status changes; spec §7 client offer look-up.
export const clients = endpointRoute(e.backOfficeClients, {
  middleware: [requirePermission('clients.read')],
});
export const client = endpointRoute(e.backOfficeClient, { middleware: [requirePermission('clients.read')] });
export const block = endpointRoute(e.backOfficeBlockClient, {
  middleware: [requirePermission('clients.block')],
});
export const unblock = endpointRoute(e.backOfficeUnblockClient, {
  middleware: [requirePermission('clients.unblock')],
});
export const blacklist = endpointRoute(e.backOfficeBlacklistClient, {
  middleware: [requirePermission('clients.blacklist')],
});
export const clientOffer = endpointRoute(auth.backOfficeClientOffer, {
  middleware: [requirePermission('clients.offer')],
});
export const startSandbox = endpointRoute(e.backOfficeStartSandbox, {
  middleware: [requirePermission('clients.sandbox')],
});
