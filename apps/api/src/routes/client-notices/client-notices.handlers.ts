import { clientNoticeEndpoints as e, publicNoticeEndpoints as p } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

// Issue 38: the borrower's notice preferences and the one-link marketing unsubscribe.
export const clientNoticesRouter = useCaseRouter([
  useCaseRoute(e.noticePreferences, useCases.client.noticePreferences),
  useCaseRoute(e.updateNoticePreferences, useCases.client.updateNoticePreferences),
  useCaseRoute(p.unsubscribeCheck, useCases.public.unsubscribeCheck),
  useCaseRoute(p.unsubscribe, useCases.public.unsubscribe),
]);
