import { clientNoticeEndpoints as e, publicNoticeEndpoints as p } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 38: the borrower's notice preferences and the one-link marketing unsubscribe.
export const noticePreferences = endpointRoute(e.noticePreferences);
export const updateNoticePreferences = endpointRoute(e.updateNoticePreferences);
export const unsubscribeCheck = endpointRoute(p.unsubscribeCheck);
export const unsubscribe = endpointRoute(p.unsubscribe);
