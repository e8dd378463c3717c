import * as z from 'zod';
import { EmptySchema } from '../auth.js';
import { defineEndpoints } from '../endpoint.js';

// The public half of the borrower's notices (`client/notices.ts` holds the preferences): the
// one-link unsubscribe of a marketing e-mail, which needs no login.

/** The signed token of a marketing e-mail's unsubscribe link. */
export const UnsubscribeParamsSchema = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'UnsubscribeParams' });

/** The one-link unsubscribe (the catalogue keeps public paths apart from the client's). */
export const publicNoticeEndpoints = defineEndpoints('public', {
  unsubscribeCheck: {
    method: 'get',
    path: '/web/public/unsubscribe/:token',
    access: 'public',
    origin: 'extension',
    tag: 'Public: auth',
    summary: 'Check a marketing unsubscribe link (the confirmation page asks before acting)',
    description: 'No login: the token is signed. An unknown or altered token is 404 `not_found`.',
    request: { params: UnsubscribeParamsSchema },
    response: EmptySchema,
    errors: ['not_found'],
  },
  unsubscribe: {
    method: 'post',
    path: '/web/public/unsubscribe/:token',
    access: 'public',
    origin: 'extension',
    tag: 'Public: auth',
    summary: 'Unsubscribe from marketing e-mails with the link of one (idempotent)',
    request: { params: UnsubscribeParamsSchema },
    response: EmptySchema,
    errors: ['not_found'],
  },
});
