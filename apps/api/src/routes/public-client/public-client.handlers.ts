import { publicEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

type Valid = (target: 'json') => never;
const valid = (c: Context<AppEnv>) => c.req.valid.bind(c.req) as Valid;

/** Spec §4: a registration signs the client in; the token travels in the envelope (spec §7). */
async function registerClient(c: Context<AppEnv>) {
  const { token } = await useCases.public.registerClient(c.get('core'), valid(c)('json'));
  const { token: jwt, ...data } = token;
  return c.json(ok(data, { Authorization: jwt }), 201);
}

// Spec §7 Public: registration and the calls around it. The code requests and the uniqueness check
// are limited per caller address, the `requester` the table's route passes.
export const publicClientRouter = useCaseRouter([
  specialRoute(endpointRoute(e.registerClient), registerClient),
  useCaseRoute(e.clientCheck, useCases.public.clientCheck),
  useCaseRoute(e.phoneSmsCode, useCases.public.phoneSmsCode),
  useCaseRoute(e.phoneSmsCodeTs, useCases.public.phoneSmsCodeTs),
  useCaseRoute(e.phoneSmsCodeCheck, useCases.public.phoneSmsCodeCheck),
  useCaseRoute(e.emailSendCode, useCases.public.emailSendCode),
  useCaseRoute(e.clientDocument, useCases.public.clientDocument),
  useCaseRoute(e.affiliateLead, useCases.public.affiliateLead),
]);
