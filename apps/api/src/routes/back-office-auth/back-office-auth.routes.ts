import { backOfficeAuthEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Back-office: the signed-in user, token refresh and logout.
export const user = endpointRoute(e.backOfficeUser);
export const tokenRefresh = endpointRoute(e.backOfficeTokenRefresh);
export const logout = endpointRoute(e.userLogout);
