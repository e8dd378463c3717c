import { useCases } from '@lender/core';
import type { AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-client.routes';

export const registerClient: AppRouteHandler<typeof routes.registerClient> = async (c) => {
  const { token } = await useCases.public.registerClient(c.get('core'), c.req.valid('json'));
  const { token: jwt, ...data } = token;
  // Spec §4: successful registration logs the client in; the token travels in the body (spec §7).
  return c.json(ok(data, { Authorization: jwt }), 201);
};

export const clientCheck: AppRouteHandler<typeof routes.clientCheck> = async (c) =>
  c.json(ok(await useCases.public.clientCheck(c.get('core'), c.req.valid('param'), c.get('clientIp'))), 200);

export const phoneSmsCode: AppRouteHandler<typeof routes.phoneSmsCode> = async (c) =>
  c.json(ok(await useCases.public.phoneSmsCode(c.get('core'), c.req.valid('json'), c.get('clientIp'))), 200);

export const phoneSmsCodeTs: AppRouteHandler<typeof routes.phoneSmsCodeTs> = async (c) =>
  c.json(
    ok(await useCases.public.phoneSmsCodeTs(c.get('core'), c.req.valid('json'), c.get('clientIp'))),
    200,
  );

export const phoneSmsCodeCheck: AppRouteHandler<typeof routes.phoneSmsCodeCheck> = async (c) =>
  c.json(
    ok(await useCases.public.phoneSmsCodeCheck(c.get('core'), c.req.valid('json'), c.get('clientIp'))),
    200,
  );

export const emailSendCode: AppRouteHandler<typeof routes.emailSendCode> = async (c) =>
  c.json(ok(await useCases.public.emailSendCode(c.get('core'), c.req.valid('json'), c.get('clientIp'))), 200);

export const clientDocument: AppRouteHandler<typeof routes.clientDocument> = async (c) =>
  c.json(ok(await useCases.public.clientDocument(c.get('core'), c.req.valid('json'))), 200);

export const affiliateLead: AppRouteHandler<typeof routes.affiliateLead> = async (c) =>
  c.json(ok(await useCases.public.affiliateLead(c.get('core'), c.req.valid('param').id)), 200);

export const publicClientRouter = createRouter()
  .openapi(routes.registerClient, registerClient)
  .openapi(routes.clientCheck, clientCheck)
  .openapi(routes.phoneSmsCode, phoneSmsCode)
  .openapi(routes.phoneSmsCodeTs, phoneSmsCodeTs)
  .openapi(routes.phoneSmsCodeCheck, phoneSmsCodeCheck)
  .openapi(routes.emailSendCode, emailSendCode)
  .openapi(routes.clientDocument, clientDocument)
  .openapi(routes.affiliateLead, affiliateLead);
