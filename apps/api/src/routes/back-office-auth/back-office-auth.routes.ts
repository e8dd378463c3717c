import { backOfficeAuthEndpoints as e, backOfficeOperationsEndpoints as ops } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Back-office: the signed-in user, token refresh and logout; issue 12: the user's own language.
export const user = endpointRoute(e.backOfficeUser);
export const tokenRefresh = endpointRoute(e.backOfficeTokenRefresh);
export const logout = endpointRoute(e.userLogout);
export const setLanguage = endpointRoute(ops.backOfficeSetLanguage);
