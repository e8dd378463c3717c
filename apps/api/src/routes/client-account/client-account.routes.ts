import { clientAccountEndpoints as e } from '@lender/contracts';
import { requireClientReading } from '../../http/auth-middleware';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the profile, account, onboarding and telemetry calls of issue 4.
// The session, the client row and the profile's facts in one statement (ADR 091).
export const get = endpointRoute(e.get, { access: requireClientReading('profile') });
export const update = endpointRoute(e.update);
export const verificationCode = endpointRoute(e.verificationCode);
export const verificationDigit = endpointRoute(e.verificationDigit);
export const changePassword = endpointRoute(e.changePassword);
export const changePhone = endpointRoute(e.changePhone);
export const changeEmail = endpointRoute(e.changeEmail);
export const phoneSmsCode = endpointRoute(e.phoneSmsCode);
export const phoneSmsCodeTs = endpointRoute(e.phoneSmsCodeTs);
export const phoneVerify = endpointRoute(e.phoneVerify);
export const phoneVerifyTs = endpointRoute(e.phoneVerifyTs);
export const tokenRefresh = endpointRoute(e.tokenRefresh);
export const logout = endpointRoute(e.logout);
export const saveNationalIdentificator = endpointRoute(e.saveNationalIdentificator);
export const saveAccountNumber = endpointRoute(e.saveAccountNumber);
export const additionalContact = endpointRoute(e.additionalContact);
export const completeStepTwo = endpointRoute(e.completeStepTwo);
export const completeStepThree = endpointRoute(e.completeStepThree);
export const completeStepFour = endpointRoute(e.completeStepFour);
export const geo = endpointRoute(e.geo);
export const loggerMetrics = endpointRoute(e.loggerMetrics);
