import * as z from 'zod';
import { EmptySchema } from '../auth.js';
import { defineEndpoints } from '../endpoint.js';

/**
 * The borrower's notice preferences. Service notices (application, money, reminders)
 * always go out, on the channel chosen here; marketing only with the opt-in, kept apart.
 */
export const NOTICE_CHANNELS = ['sms', 'email', 'both'] as const;
export const NoticePreferencesSchema = z
  .object({
    /** The channel of service notices; they cannot be switched off. */
    channel: z.enum(NOTICE_CHANNELS),
    /** Promotions by e-mail; off unless the borrower turns it on. */
    marketingOptIn: z.boolean(),
  })
  .meta({ id: 'NoticePreferences' });
export type NoticePreferences = z.infer<typeof NoticePreferencesSchema>;

/** The signed token of a marketing e-mail's unsubscribe link. */
export const UnsubscribeParamsSchema = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'UnsubscribeParams' });

export const clientNoticeEndpoints = defineEndpoints({
  clientNoticePreferences: {
    method: 'get',
    path: '/web/private/client/notice-preferences',
    access: 'client',
    origin: 'extension',
    tag: 'Client: profile',
    summary: "The client's notice preferences (service channel, marketing opt-in)",
    request: {},
    response: NoticePreferencesSchema,
  },
  clientUpdateNoticePreferences: {
    method: 'put',
    path: '/web/private/client/notice-preferences',
    access: 'client',
    origin: 'extension',
    tag: 'Client: profile',
    summary: 'Choose the channel of service notices and opt in or out of marketing',
    request: { body: NoticePreferencesSchema },
    response: NoticePreferencesSchema,
  },
});

/** The `/web/public` half (the catalogue keeps public paths apart): the one-link unsubscribe. */
export const publicNoticeEndpoints = defineEndpoints({
  publicUnsubscribeCheck: {
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
  publicUnsubscribe: {
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
