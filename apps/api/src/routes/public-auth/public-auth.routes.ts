import { publicEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Public: logins and password recovery.
export const clientLogin = endpointRoute(e.clientLogin);
export const userLogin = endpointRoute(e.userLogin);
export const recoverPassword = endpointRoute(e.recoverPassword);
