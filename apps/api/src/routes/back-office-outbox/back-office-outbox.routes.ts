import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { requirePermission } from '../back-office-permissions/require-permission';

// Issue 6 back-office: every SMS and e-mail the provider adapters sent.
export const outbox = endpointRoute(e.backOfficeOutbox, { middleware: [requirePermission('outbox.read')] });
