import { backOfficeOperationsEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 6 back-office: a payment received outside the providers.
export const recordPayment = endpointRoute(e.recordPayment);
