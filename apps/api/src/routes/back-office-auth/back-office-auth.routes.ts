import { backOfficeAuthEndpoints as e, backOfficeOperationsEndpoints as ops } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Back-office: the signed-in user, token refresh and logout; issue 12: the user's own language.
export const user = endpointRoute(e.user);
export const tokenRefresh = endpointRoute(e.tokenRefresh);
export const logout = endpointRoute(e.logout);
export const setLanguage = endpointRoute(ops.setLanguage);
