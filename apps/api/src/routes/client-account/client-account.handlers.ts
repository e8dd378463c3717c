import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { registrationCentavosIn } from '../../http/money';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-account.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const get: H<'get'> = async (c) =>
  c.json(
    ok(
      await useCases.client.get(
        c.get('core'),
        c.get('auth').subjectId,
        c.get('client'),
        c.get('clientRead')?.profileFacts,
      ),
    ),
    200,
  );

export const update: H<'update'> = async (c) =>
  c.json(ok(await useCases.client.update(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))), 200);

export const verificationCode: H<'verificationCode'> = async (c) =>
  c.json(ok(await useCases.client.verificationCode(c.get('core'), c.get('auth').subjectId)), 200);

export const verificationDigit: H<'verificationDigit'> = async (c) =>
  c.json(ok(await useCases.client.verificationDigit(c.get('core'), c.get('auth').subjectId)), 200);

export const changePassword: H<'changePassword'> = async (c) => {
  const auth = c.get('auth');
  await useCases.client.changePassword(c.get('core'), auth.subjectId, auth.sessionId, c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const changePhone: H<'changePhone'> = async (c) =>
  c.json(
    ok(await useCases.client.changePhone(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const changeEmail: H<'changeEmail'> = async (c) =>
  c.json(
    ok(await useCases.client.changeEmail(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const phoneSmsCode: H<'phoneSmsCode'> = async (c) =>
  c.json(
    ok(
      await useCases.client.phoneSmsCode(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json'),
        c.get('clientIp'),
      ),
    ),
    200,
  );

export const phoneSmsCodeTs: H<'phoneSmsCodeTs'> = async (c) =>
  c.json(
    ok(
      await useCases.client.phoneSmsCodeTs(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json'),
        c.get('clientIp'),
      ),
    ),
    200,
  );

export const phoneVerify: H<'phoneVerify'> = async (c) =>
  c.json(
    ok(
      await useCases.client.phoneVerify(c.get('core'), c.get('auth').subjectId, c.req.valid('json').smsCode),
    ),
    200,
  );

export const phoneVerifyTs: H<'phoneVerifyTs'> = async (c) =>
  c.json(
    ok(
      await useCases.client.phoneVerifyTs(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json').smsCode,
      ),
    ),
    200,
  );

/** Spec §4: refreshed every 240 s; the new token travels in the body (spec §7). */
export const tokenRefresh: H<'tokenRefresh'> = async (c) => {
  const { token, ...data } = await useCases.client.tokenRefresh(c.get('core'), c.get('auth'));
  return c.json(ok(data, { Authorization: token }), 200);
};

export const logout: H<'logout'> = async (c) => {
  await useCases.client.logout(c.get('core'), c.get('auth').sessionId);
  return c.json(ok(null), 200);
};

export const saveNationalIdentificator: H<'saveNationalIdentificator'> = async (c) =>
  c.json(
    ok(
      await useCases.client.saveNationalIdentificator(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json').nationalIdentificator,
      ),
    ),
    200,
  );

export const saveAccountNumber: H<'saveAccountNumber'> = async (c) =>
  c.json(
    ok(
      await useCases.client.saveAccountNumber(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json').accountNumber,
      ),
    ),
    200,
  );

export const additionalContact: H<'additionalContact'> = async (c) =>
  c.json(
    ok(await useCases.client.additionalContact(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const completeStepTwo: H<'completeStepTwo'> = async (c) => {
  const body = c.req.valid('json');
  // Whole pesos in the request (spec §5); centavos from here on (ADR 043): the step's money fields.
  const input = registrationCentavosIn('employment', body);
  return c.json(
    ok(await useCases.client.completeStepTwo(c.get('core'), c.get('auth').subjectId, input)),
    200,
  );
};

export const completeStepThree: H<'completeStepThree'> = async (c) =>
  c.json(
    ok(await useCases.client.completeStepThree(c.get('core'), c.get('auth').subjectId, c.req.valid('json'))),
    200,
  );

export const completeStepFour: H<'completeStepFour'> = async (c) =>
  c.json(
    ok(
      await useCases.client.completeStepFour(
        c.get('core'),
        c.get('auth').subjectId,
        c.req.valid('json').reference,
      ),
    ),
    200,
  );

export const geo: H<'geo'> = async (c) => {
  await useCases.client.geo(c.get('core'), c.get('auth').subjectId, c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const loggerMetrics: H<'loggerMetrics'> = async (c) => {
  await useCases.client.loggerMetrics(c.get('core'), c.get('auth').subjectId, c.req.valid('json'));
  return c.json(ok(null), 200);
};

export const clientAccountRouter = createRouter()
  .openapi(routes.get, get)
  .openapi(routes.update, update)
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
