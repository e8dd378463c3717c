import { publicEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Public: registration and the calls around it.
export const register = endpointRoute(e.publicRegisterClient);
export const check = endpointRoute(e.publicClientCheck);
export const smsCode = endpointRoute(e.publicPhoneSmsCode);
export const smsCodeTs = endpointRoute(e.publicPhoneSmsCodeTs);
export const smsCodeCheck = endpointRoute(e.publicPhoneSmsCodeCheck);
export const emailSendCode = endpointRoute(e.publicEmailSendCode);
export const document = endpointRoute(e.publicClientDocument);
export const affiliateLead = endpointRoute(e.publicAffiliateLead);
