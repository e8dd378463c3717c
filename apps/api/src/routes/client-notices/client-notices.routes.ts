import { clientNoticeEndpoints as e, publicNoticeEndpoints as p } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 38: the borrower's notice preferences and the one-link marketing unsubscribe.
export const noticePreferences = endpointRoute(e.clientNoticePreferences);
export const updateNoticePreferences = endpointRoute(e.clientUpdateNoticePreferences);
export const unsubscribeCheck = endpointRoute(p.publicUnsubscribeCheck);
export const unsubscribe = endpointRoute(p.publicUnsubscribe);
