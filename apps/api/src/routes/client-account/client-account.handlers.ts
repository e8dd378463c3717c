import { clientAccountEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import { requireClientReading } from '../../http/auth-middleware';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { registrationCentavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;
const json = (c: Context<AppEnv>) => (c.req.valid as (target: 'json') => never).call(c.req, 'json');

/** The profile: the session, the client row and the profile's facts read in one statement (ADR 091). */
async function get(c: Context<AppEnv>) {
  const profile = await client.get(
    c.get('core'),
    c.get('auth').subjectId,
    c.get('client'),
    c.get('clientRead')?.profileFacts,
  );
  return c.json(ok(profile), 200);
}

async function changePassword(c: Context<AppEnv>) {
  const auth = c.get('auth');
  await client.changePassword(c.get('core'), auth.subjectId, auth.sessionId, json(c));
  return c.json(ok(null), 200);
}

/** Spec §4: refreshed every 240 s; the new token travels in the body (spec §7). */
async function tokenRefresh(c: Context<AppEnv>) {
  const { token, ...data } = await client.tokenRefresh(c.get('core'), c.get('auth'));
  return c.json(ok(data, { Authorization: token }), 200);
}

async function logout(c: Context<AppEnv>) {
  await client.logout(c.get('core'), c.get('auth').sessionId);
  return c.json(ok(null), 200);
}

/** Whole pesos in the request (spec §5); centavos from here on (ADR 043): the step's money fields. */
async function completeStepTwo(c: Context<AppEnv>) {
  const input = registrationCentavosIn('employment', json(c));
  return c.json(ok(await client.completeStepTwo(c.get('core'), c.get('auth').subjectId, input)), 200);
}

// Spec §7 Private client: the profile, account, onboarding and telemetry calls of issue 4. The
// code request is limited per caller address (`requester`, passed by the table's route).
export const clientAccountRouter = useCaseRouter([
  specialRoute(endpointRoute(e.get, { access: requireClientReading('profile') }), get),
  useCaseRoute(e.update, client.update),
  useCaseRoute(e.verificationCode, client.verificationCode),
  useCaseRoute(e.verificationDigit, client.verificationDigit),
  specialRoute(endpointRoute(e.changePassword), changePassword),
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
  specialRoute(endpointRoute(e.completeStepTwo), completeStepTwo),
  useCaseRoute(e.completeStepThree, client.completeStepThree),
  useCaseRoute(e.completeStepFour, client.completeStepFour),
  useCaseRoute(e.geo, client.geo),
  useCaseRoute(e.loggerMetrics, client.loggerMetrics),
]);
