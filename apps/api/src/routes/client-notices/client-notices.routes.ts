import { clientNoticeEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 38: the borrower's notice preferences and the one-link marketing unsubscribe.
export const preferences = endpointRoute(e.clientNoticePreferences);
export const updatePreferences = endpointRoute(e.clientUpdateNoticePreferences);
export const unsubscribeCheck = endpointRoute(e.publicUnsubscribeCheck);
export const unsubscribe = endpointRoute(e.publicUnsubscribe);
