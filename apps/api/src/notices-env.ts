// The borrower notices' variables (issue 38, ADR 133): spec §3's customer-care (cc) and collections
// (dc) contacts written in every notice, the borrower site's address for the marketing unsubscribe
// link, and the reminder days after the due date. Read by `EnvSchema` (env.ts) with the same
// development defaults as the borrower site's `env.server.ts`; production needs its own.
import {
  type CoreOptions,
  DEFAULT_NOTICES_OPTIONS,
  DEFAULT_REMINDER_DAYS_AFTER,
  normaliseDaysBefore,
} from '@lender/core';
import { nationalPhoneDigits } from '@lender/i18n';
import { z } from 'zod';

/**
 * Without these production would write the demo collections contact and a localhost link to real
 * borrowers (customer care is `COMPANY_PHONE` / `COMPANY_EMAIL`, which production requires).
 */
export const PRODUCTION_NOTICE_VARIABLES = ['CONTACT_DC_PHONE', 'CONTACT_DC_EMAIL', 'SITE_URL'] as const;

const { cc, dc } = DEFAULT_NOTICES_OPTIONS.contacts;
/** A Mexican phone (10 digits; `+52` and spaces allowed), kept as its 10 digits. */
const phone = z.string().transform((v, ctx) => {
  const digits = nationalPhoneDigits(v);
  if (digits) return digits;
  ctx.addIssue({ code: 'custom', message: 'a Mexican phone of 10 digits, e.g. 5512345678' });
  return z.NEVER;
});

/** A comma-separated list of whole days (0–30), sorted, without repeats. */
export const reminderDays = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of whole days, e.g. 3,1')
  .transform((v, ctx) => {
    try {
      return normaliseDaysBefore(v.split(',').map(Number));
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** The notices' part of `EnvSchema`'s shape. */
export const NOTICES_ENV_SHAPE = {
  /** Customer care's phone (10 digits) in every service notice (spec §3 cc). */
  CONTACT_CC_PHONE: phone.default(cc.phone),
  /** Customer care's e-mail in every service notice. */
  CONTACT_CC_EMAIL: z.string().email().default(cc.email),
  /** Collections' phone (10 digits) in reminders after the due date (spec §3 dc). */
  CONTACT_DC_PHONE: phone.default(dc.phone),
  /** Collections' e-mail. */
  CONTACT_DC_EMAIL: z.string().email().default(dc.email),
  /** The borrower site's public address: marketing e-mails link to `<SITE_URL>/unsubscribe/<token>`. */
  SITE_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'an http(s) address')
    .default(DEFAULT_NOTICES_OPTIONS.siteUrl),
  /** Comma-separated days after the due date on which overdue reminders go out (default 1,3,7,15,30). */
  REMINDER_DAYS_AFTER: reminderDays.default(normaliseDaysBefore(DEFAULT_REMINDER_DAYS_AFTER)),
};

const NoticesEnvSchema = z.object(NOTICES_ENV_SHAPE);
type NoticesEnv = z.output<typeof NoticesEnvSchema>;

/** What production refuses: a notice variable left to its development default. */
export function productionNoticeProblems(env: NoticesEnv): Array<{ path: string; message: string }> {
  const defaults: NoticesEnv = NoticesEnvSchema.parse({});
  return PRODUCTION_NOTICE_VARIABLES.filter((name) => env[name] === defaults[name]).map((name) => ({
    path: name,
    message: `${name} has its development default: production notices would carry the demo contacts or a localhost link`,
  }));
}

/**
 * The core's notices options (`createCore({ notices })`) from the environment. The contacts are the
 * company's (core's `companyContacts`: `COMPANY_PHONE`/`CONTACT_CC_*`, `CONTACT_DC_*`), the same the
 * documents and the borrower site give.
 */
export function noticesOptionsOf(env: NoticesEnv): NonNullable<CoreOptions['notices']> {
  return { siteUrl: env.SITE_URL.replace(/\/+$/, '') };
}
