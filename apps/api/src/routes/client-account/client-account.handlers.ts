import { clientAccountEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import { requireClientReading } from '../../http/auth-middleware';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { registrationPesos } from '../../http/money';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

/** Spec §4: refreshed every 240 s; the new token travels in the body (spec §7). */
async function tokenRefresh(c: Context<AppEnv>) {
  const { token, ...data } = await client.tokenRefresh(c.get('core'), c.get('auth'));
  return c.json(ok(data, { Authorization: token }), 200);
}

async function logout(c: Context<AppEnv>) {
  await client.logout(c.get('core'), c.get('auth').sessionId);
  return c.json(ok(null), 200);
}

// Spec §7 Private client: the profile, account, onboarding and telemetry calls of issue 4. The
// code request is limited per caller address (`requester`, passed by the table's route).
export const clientAccountRouter = useCaseRouter([
  // The profile: the session, the client row and the profile's facts read in one statement (ADR 091).
  useCaseRoute(e.get, client.get, { route: { access: requireClientReading('profile') } }),
  useCaseRoute(e.update, client.update),
  useCaseRoute(e.verificationCode, client.verificationCode),
  useCaseRoute(e.verificationDigit, client.verificationDigit),
  useCaseRoute(e.changePassword, client.changePassword),
  useCaseRoute(e.changePhone, client.changePhone),
  useCaseRoute(e.changeEmail, client.changeEmail),
  useCaseRoute(e.phoneSmsCode, client.phoneSmsCode),
  useCaseRoute(e.phoneSmsCodeTs, client.phoneSmsCodeTs),
  useCaseRoute(e.phoneVerify, client.phoneVerify),
  useCaseRoute(e.phoneVerifyTs, client.phoneVerifyTs),
  specialRoute(endpointRoute(e.tokenRefresh), tokenRefresh),
  specialRoute(endpointRoute(e.logout), logout),
  useCaseRoute(e.saveNationalIdentificator, client.saveNationalIdentificator),
  useCaseRoute(e.saveAccountNumber, client.saveAccountNumber),
  useCaseRoute(e.additionalContact, client.additionalContact),
  // Whole pesos in the request (spec §5); centavos from here on (ADR 043): the step's money fields.
  useCaseRoute(e.completeStepTwo, client.completeStepTwo, { pesos: registrationPesos('employment') }),
  useCaseRoute(e.completeStepThree, client.completeStepThree),
  useCaseRoute(e.completeStepFour, client.completeStepFour),
  useCaseRoute(e.geo, client.geo),
  useCaseRoute(e.loggerMetrics, client.loggerMetrics),
]);
