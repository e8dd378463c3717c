import { publicEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Public: registration and the calls around it.
export const registerClient = endpointRoute(e.registerClient);
export const clientCheck = endpointRoute(e.clientCheck);
export const phoneSmsCode = endpointRoute(e.phoneSmsCode);
export const phoneSmsCodeTs = endpointRoute(e.phoneSmsCodeTs);
export const phoneSmsCodeCheck = endpointRoute(e.phoneSmsCodeCheck);
export const emailSendCode = endpointRoute(e.emailSendCode);
export const clientDocument = endpointRoute(e.clientDocument);
export const affiliateLead = endpointRoute(e.affiliateLead);
