import { clientPrivacyEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 51: what a cancellation would delete now and keep blocked (the rest is a table in the handlers).
export const deletionAssessment = endpointRoute(e.deletionAssessment);
