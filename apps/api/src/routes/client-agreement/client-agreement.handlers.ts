import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './client-agreement.routes';

type H<R extends keyof typeof routes> = AppRouteHandler<(typeof routes)[R]>;

export const signAgreement: H<'signAgreement'> = async (c) => {
  const signed = await useCases.client.signAgreement(
    c.get('core'),
    c.get('auth').subjectId,
    c.req.valid('param').id,
    {
      smsCode: c.req.valid('json').smsCode,
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
    },
  );
  return c.json(ok(signed), 200);
};

export const agreementSmsCode: H<'agreementSmsCode'> = async (c) =>
  c.json(
    ok(
      await useCases.client.agreementSmsCode(c.get('core'), c.get('auth').subjectId, c.req.valid('param').id),
    ),
    200,
  );

export const clientAgreementRouter = createRouter()
  .openapi(routes.agreementSmsCode, agreementSmsCode)
  .openapi(routes.signAgreement, signAgreement);
