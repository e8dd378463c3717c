import { clientAccountEndpoints as e } from '@lender/contracts';
import { requireClientReading } from '../../http/auth-middleware';
import { endpointRoute } from '../../http/endpoint-route';

// Spec §7 Private client: the profile, account, onboarding and telemetry calls of issue 4.
// The session, the client row and the profile's facts in one statement (ADR 091).
export const get = endpointRoute(e.clientGet, { access: requireClientReading('profile') });
export const update = endpointRoute(e.clientUpdate);
export const verificationCode = endpointRoute(e.clientVerificationCode);
export const verificationDigit = endpointRoute(e.clientVerificationDigit);
export const changePassword = endpointRoute(e.clientChangePassword);
export const changePhone = endpointRoute(e.clientChangePhone);
export const changeEmail = endpointRoute(e.clientChangeEmail);
export const phoneSmsCode = endpointRoute(e.clientPhoneSmsCode);
export const phoneSmsCodeTs = endpointRoute(e.clientPhoneSmsCodeTs);
export const phoneVerify = endpointRoute(e.clientPhoneVerify);
export const phoneVerifyTs = endpointRoute(e.clientPhoneVerifyTs);
export const tokenRefresh = endpointRoute(e.clientTokenRefresh);
export const logout = endpointRoute(e.clientLogout);
export const saveNationalIdentificator = endpointRoute(e.clientSaveNationalIdentificator);
export const saveAccountNumber = endpointRoute(e.clientSaveAccountNumber);
export const additionalContact = endpointRoute(e.clientAdditionalContact);
export const completeStepTwo = endpointRoute(e.clientCompleteStepTwo);
export const completeStepThree = endpointRoute(e.clientCompleteStepThree);
export const completeStepFour = endpointRoute(e.clientCompleteStepFour);
export const geo = endpointRoute(e.clientGeo);
export const loggerMetrics = endpointRoute(e.clientLoggerMetrics);
