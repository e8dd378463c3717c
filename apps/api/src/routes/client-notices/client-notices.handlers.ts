import { clientNoticeEndpoints as e, publicNoticeEndpoints as p } from '@lender/contracts';
import { useCases } from '@lender/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { endpointRoute } from '../../http/endpoint-route';
import { ok } from '../../http/responses';
import { specialRoute, useCaseRoute, useCaseRouter } from '../../http/use-case-route';

type Valid = (target: 'param') => { token: string };
const token = (c: Context<AppEnv>) => (c.req.valid as Valid).call(c.req, 'param').token;

async function unsubscribeCheck(c: Context<AppEnv>) {
  useCases.public.unsubscribeCheck(c.get('core'), token(c));
  return c.json(ok(null), 200);
}

async function unsubscribe(c: Context<AppEnv>) {
  await useCases.public.unsubscribe(c.get('core'), token(c));
  return c.json(ok(null), 200);
}

// Issue 38: the borrower's notice preferences and the one-link marketing unsubscribe.
export const clientNoticesRouter = useCaseRouter([
  useCaseRoute(e.noticePreferences, useCases.client.noticePreferences),
  useCaseRoute(e.updateNoticePreferences, useCases.client.updateNoticePreferences),
  specialRoute(endpointRoute(p.unsubscribeCheck), unsubscribeCheck),
  specialRoute(endpointRoute(p.unsubscribe), unsubscribe),
]);
