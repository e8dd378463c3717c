import { backOfficeListEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16 (ADR 057): the outbox retry. The lists and their CSV exports are read models
// (`back-office-reads`, ADR 152).
export const retryMessage = endpointRoute(e.retryMessage);
