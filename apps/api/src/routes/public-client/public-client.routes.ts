import { publicEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Public: registration and the calls around it.
export const registerClient = endpointRoute(e.publicRegisterClient);
export const clientCheck = endpointRoute(e.publicClientCheck);
export const phoneSmsCode = endpointRoute(e.publicPhoneSmsCode);
export const phoneSmsCodeTs = endpointRoute(e.publicPhoneSmsCodeTs);
export const phoneSmsCodeCheck = endpointRoute(e.publicPhoneSmsCodeCheck);
export const emailSendCode = endpointRoute(e.publicEmailSendCode);
export const clientDocument = endpointRoute(e.publicClientDocument);
export const affiliateLead = endpointRoute(e.publicAffiliateLead);
