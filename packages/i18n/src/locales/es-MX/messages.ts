/** SMS, e-mail, reminders and referral messages (what the outbox sends). */
export const messages = {} as const;
