import * as z from 'zod';
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

export const clientNoticeEndpoints = defineEndpoints('client', {
  noticePreferences: {
    method: 'get',
    path: '/web/private/client/notice-preferences',
    access: 'client',
    origin: 'extension',
    tag: 'Client: profile',
    summary: "The client's notice preferences (service channel, marketing opt-in)",
    request: {},
    response: NoticePreferencesSchema,
  },
  updateNoticePreferences: {
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
