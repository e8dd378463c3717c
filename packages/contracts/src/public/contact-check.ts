import * as z from 'zod';
import { defineEndpoints } from '../endpoint.js';

// "¿Somos nosotros?": anyone checks whether a phone number, a CLABE or a message
// is really the lender's. The answer is yes or no, never whose loan or account it is.

export const CONTACT_CHECK_KINDS = ['phone', 'clabe', 'text'] as const;
export const ContactCheckKindSchema = z.enum(CONTACT_CHECK_KINDS).meta({ id: 'ContactCheckKind' });
export type ContactCheckKind = z.infer<typeof ContactCheckKindSchema>;

/** `POST contact-check`: what to check. */
export const ContactCheckRequestSchema = z
  .object({ kind: ContactCheckKindSchema, value: z.string().trim().min(1).max(1000) })
  .meta({ id: 'ContactCheckRequest' });
export type ContactCheckRequest = z.infer<typeof ContactCheckRequestSchema>;

/** Yes or no, and what was checked. */
export const ContactCheckSchema = z
  .object({ kind: ContactCheckKindSchema, ours: z.boolean() })
  .meta({ id: 'ContactCheck' });
export type ContactCheck = z.infer<typeof ContactCheckSchema>;

/** The public check behind the site's "¿Somos nosotros?" page. */
export const publicContactCheckEndpoints = defineEndpoints('public', {
  contactCheck: {
    method: 'post',
    path: '/web/public/contact-check',
    access: 'public',
    origin: 'extension',
    tag: 'Public: catalogues',
    summary:
      "Whether a phone number, CLABE or message text is really the lender's (yes or no; rate-limited per caller)",
    request: { body: ContactCheckRequestSchema },
    response: ContactCheckSchema,
    errors: ['rate_limited'],
  },
});
