import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 6 back-office: every SMS and e-mail the provider adapters sent.
export const outbox = endpointRoute(e.backOfficeOutbox);
