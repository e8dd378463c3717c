import { ANONYMOUS_TERMS_DOCUMENT_ID, type PublicSmsCodeRequest } from '@lender/contracts';
import { CoreError, renderAnonymousTerms } from '@lender/core';
import { schema } from '@lender/core/db';
import { eq } from '@lender/db/orm';
import type { Context } from 'hono';
import type { AppEnv, AppRouteHandler } from '../../http/context';
import { ok } from '../../http/responses';
import { createRouter } from '../../http/router';
import * as routes from './public-client.routes';

export const register: AppRouteHandler<typeof routes.register> = async (c) => {
  const body = c.req.valid('json');
  const { token } = await c.get('core').clients.register(body);
  const { token: jwt, ...data } = token;
  // Spec §4: successful registration logs the client in; the token travels in the body (spec §7).
  return c.json(ok(data, { Authorization: jwt }), 201);
};

export const check: AppRouteHandler<typeof routes.check> = async (c) => {
  const { key, value } = c.req.valid('param');
  return c.json(ok({ unique: await c.get('core').clients.isUnique(key, value, c.get('clientIp')) }), 200);
};

/** The code both spellings of the route send (`sms-code` and `sms-code-ts`, one request schema). */
async function sendSmsCode(c: Context<AppEnv>, body: PublicSmsCodeRequest) {
  return ok(
    await c.get('core').clients.sendPublicSmsCode(body.mobilePhone.number, body.purpose, {
      requester: c.get('clientIp'),
      captchaToken: body.captchaToken,
    }),
  );
}

export const smsCode: AppRouteHandler<typeof routes.smsCode> = async (c) =>
  c.json(await sendSmsCode(c, c.req.valid('json')), 200);

export const smsCodeTs: AppRouteHandler<typeof routes.smsCodeTs> = async (c) =>
  c.json(await sendSmsCode(c, c.req.valid('json')), 200);

export const smsCodeCheck: AppRouteHandler<typeof routes.smsCodeCheck> = async (c) => {
  const body = c.req.valid('json');
  const checked = await c.get('core').clients.checkRegistrationCode(body.mobilePhone.number, body.smsCode, {
    requester: c.get('clientIp'),
  });
  return c.json(ok(checked), 200);
};

export const emailSendCode: AppRouteHandler<typeof routes.emailSendCode> = async (c) => {
  const body = c.req.valid('json');
  const sent = await c.get('core').clients.sendEmailCode(body.email, {
    requester: c.get('clientIp'),
    captchaToken: body.captchaToken,
  });
  return c.json(ok(sent), 200);
};

export const document: AppRouteHandler<typeof routes.document> = async (c) => {
  const body = c.req.valid('json');
  if (body.id !== ANONYMOUS_TERMS_DOCUMENT_ID) throw new CoreError('not_found');
  const pdf = await renderAnonymousTerms(body.financeType, c.get('core').loanDocuments.company);
  return c.json(
    ok({ type: body.id, contentType: 'application/pdf', base64: Buffer.from(pdf).toString('base64') }),
    200,
  );
};

export const affiliateLead: AppRouteHandler<typeof routes.affiliateLead> = async (c) => {
  const { id } = c.req.valid('param');
  const [lead] = await c
    .get('db')
    .select()
    .from(schema.affiliateLeads)
    .where(eq(schema.affiliateLeads.id, id));
  if (!lead) throw new CoreError('not_found');
  return c.json(
    ok({
      id: lead.id,
      partner: lead.partner,
      code: lead.code,
      campaign: lead.campaign,
      source: lead.source,
      optionalParam: lead.optionalParam,
    }),
    200,
  );
};

export const publicClientRouter = createRouter()
  .openapi(routes.register, register)
  .openapi(routes.check, check)
  .openapi(routes.smsCode, smsCode)
  .openapi(routes.smsCodeTs, smsCodeTs)
  .openapi(routes.smsCodeCheck, smsCodeCheck)
  .openapi(routes.emailSendCode, emailSendCode)
  .openapi(routes.document, document)
  .openapi(routes.affiliateLead, affiliateLead);
