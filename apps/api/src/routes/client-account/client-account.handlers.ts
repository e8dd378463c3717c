import type { AppRouteHandler } from '../../http/context';
import { centavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-account.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const getClient: H<'getClient'> = async (c) =>
  c.json(
    ok(
      await c
        .get('core')
        .clients.profile(c.get('auth').subjectId, c.get('client'), c.get('clientRead')?.profileFacts),
    ),
    200,
  );

export const updateClient: H<'updateClient'> = async (c) =>
  c.json(ok(await c.get('core').clients.update(c.get('auth').subjectId, c.req.valid('json'))), 200);

export const verificationCode: H<'verificationCode'> = async (c) =>
  c.json(
    ok({ verificationCode: await c.get('core').clients.verificationCode(c.get('auth').subjectId) }),
    200,
  );

export const verificationDigit: H<'verificationDigit'> = async (c) =>
  c.json(
    ok({ verificationDigit: await c.get('core').clients.verificationDigit(c.get('auth').subjectId) }),
    200,
  );

export const changePassword: H<'changePassword'> = async (c) => {
  const auth = c.get('auth');
  await c.get('core').clients.changePassword(auth.subjectId, auth.sessionId, c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const changePhone: H<'changePhone'> = async (c) => {
  const { clients } = c.get('core');
  const id = c.get('auth').subjectId;
  await clients.changePhone(id, c.req.valid('json'));
  return c.json(ok(await clients.profile(id)), 200);
};

export const changeEmail: H<'changeEmail'> = async (c) => {
  const { clients } = c.get('core');
  const id = c.get('auth').subjectId;
  await clients.changeEmail(id, c.req.valid('json'));
  return c.json(ok(await clients.profile(id)), 200);
};

export const phoneSmsCode: H<'phoneSmsCode'> = async (c) =>
  c.json(
    ok(
      await c
        .get('core')
        .clients.sendClientSmsCode(c.get('auth').subjectId, c.req.valid('json'), c.get('clientIp')),
    ),
    200,
  );

export const phoneSmsCodeTs: H<'phoneSmsCodeTs'> = async (c) =>
  c.json(
    ok(
      await c
        .get('core')
        .clients.sendClientSmsCode(c.get('auth').subjectId, c.req.valid('json'), c.get('clientIp')),
    ),
    200,
  );

export const phoneVerify: H<'phoneVerify'> = async (c) => {
  await c.get('core').clients.verifyPhone(c.get('auth').subjectId, c.req.valid('json').smsCode);
  return c.json(ok({ verified: true as const }), 200);
};

export const phoneVerifyTs: H<'phoneVerifyTs'> = async (c) => {
  await c.get('core').clients.verifyPhone(c.get('auth').subjectId, c.req.valid('json').smsCode);
  return c.json(ok({ verified: true as const }), 200);
};

/** Spec §4: refreshed every 240 s; the new token travels in the body (spec §7). */
export const tokenRefresh: H<'tokenRefresh'> = async (c) => {
  const { token, ...data } = await c.get('core').auth.refresh(c.get('auth'));
  return c.json(ok(data, { Authorization: token }), 200);
};

export const logout: H<'logout'> = async (c) => {
  await c.get('core').auth.revoke(c.get('auth').sessionId, 'logout');
  return c.json(ok(null), 200);
};

export const saveNationalIdentificator: H<'saveNationalIdentificator'> = async (c) => {
  const { clients } = c.get('core');
  const id = c.get('auth').subjectId;
  await clients.saveNationalIdentificator(id, c.req.valid('json').nationalIdentificator);
  return c.json(ok(await clients.profile(id)), 200);
};

export const saveAccountNumber: H<'saveAccountNumber'> = async (c) =>
  c.json(
    ok(
      await c
        .get('core')
        .clients.saveAccountNumber(c.get('auth').subjectId, c.req.valid('json').accountNumber),
    ),
    200,
  );

export const additionalContact: H<'additionalContact'> = async (c) =>
  c.json(
    ok(await c.get('core').clients.saveAdditionalContact(c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const completeStepTwo: H<'completeStepTwo'> = async (c) => {
  const body = c.req.valid('json');
  // Whole pesos in the request (spec §5); centavos from here on (ADR 043).
  const input = { ...body, monthlyIncome: centavosIn(body.monthlyIncome, ['monthlyIncome']) };
  return c.json(ok(await c.get('core').clients.completeStepTwo(c.get('auth').subjectId, input)), 200);
};

export const completeStepThree: H<'completeStepThree'> = async (c) =>
  c.json(
    ok(await c.get('core').clients.completeStepThree(c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const completeStepFour: H<'completeStepFour'> = async (c) =>
  c.json(
    ok(await c.get('core').clients.completeStepFour(c.get('auth').subjectId, c.req.valid('json').reference)),
    200,
  );

export const geo: H<'geo'> = async (c) => {
  await c.get('core').clients.saveGeo(c.get('auth').subjectId, c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const loggerMetrics: H<'loggerMetrics'> = async (c) => {
  await c.get('core').clients.saveMetrics(c.get('auth').subjectId, c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const clientAccountRouter = createRouter()
  .openapi(routes.getClient, getClient)
  .openapi(routes.updateClient, updateClient)
  .openapi(routes.verificationCode, verificationCode)
  .openapi(routes.verificationDigit, verificationDigit)
  .openapi(routes.changePassword, changePassword)
  .openapi(routes.changePhone, changePhone)
  .openapi(routes.changeEmail, changeEmail)
  .openapi(routes.phoneSmsCode, phoneSmsCode)
  .openapi(routes.phoneSmsCodeTs, phoneSmsCodeTs)
  .openapi(routes.phoneVerify, phoneVerify)
  .openapi(routes.phoneVerifyTs, phoneVerifyTs)
  .openapi(routes.tokenRefresh, tokenRefresh)
  .openapi(routes.logout, logout)
  .openapi(routes.saveNationalIdentificator, saveNationalIdentificator)
  .openapi(routes.saveAccountNumber, saveAccountNumber)
  .openapi(routes.additionalContact, additionalContact)
  .openapi(routes.completeStepTwo, completeStepTwo)
  .openapi(routes.completeStepThree, completeStepThree)
  .openapi(routes.completeStepFour, completeStepFour)
  .openapi(routes.geo, geo)
  .openapi(routes.loggerMetrics, loggerMetrics);
