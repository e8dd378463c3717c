import * as z from 'zod';

/**
 * Back-office roles (the roles of a lending operation). `agent` works the
 * manual-verification queue; `collections` the overdue loans and their contacts (full phone numbers);
 * `finance` payments, reconciliation and the approval of money requests (write-offs, refunds,
 * reversals); `auditor` reads everything and exports, changes nothing; `admin` runs users and
 * settings, and may do everything. What each may do: `BACK_OFFICE_PERMISSIONS`.
 */
export const BACK_OFFICE_ROLES = ['admin', 'agent', 'collections', 'finance', 'auditor'] as const;
export const BackOfficeRoleSchema = z.enum(BACK_OFFICE_ROLES).meta({ id: 'BackOfficeRole' });
export type BackOfficeRole = z.infer<typeof BackOfficeRoleSchema>;

/** Languages of the back-office, per user (`@lender/i18n` has both resources). Spanish by default. */
export const BACK_OFFICE_LANGUAGES = ['es-MX', 'en'] as const;
export const BackOfficeLanguageSchema = z.enum(BACK_OFFICE_LANGUAGES).meta({ id: 'BackOfficeLanguage' });
export type BackOfficeLanguage = z.infer<typeof BackOfficeLanguageSchema>;

/** Path of `GET /web/private/back-office/user/{id}`. */
export const BackOfficeUserParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type BackOfficeUserParams = z.infer<typeof BackOfficeUserParamsSchema>;

/** A back-office user. */
export const BackOfficeUserSchema = z
  .object({
    id: z.number().int().positive(),
    email: z.email(),
    name: z.string(),
    role: BackOfficeRoleSchema,
    totpEnabled: z.boolean(),
    language: BackOfficeLanguageSchema,
  })
  .meta({ id: 'BackOfficeUser' });
export type BackOfficeUser = z.infer<typeof BackOfficeUserSchema>;

/** `PUT /web/private/back-office/profile/language`: the signed-in user's back-office language. */
export const BackOfficeLanguageChangeRequestSchema = z
  .object({ language: BackOfficeLanguageSchema })
  .meta({ id: 'BackOfficeLanguageChangeRequest' });
export type BackOfficeLanguageChangeRequest = z.infer<typeof BackOfficeLanguageChangeRequestSchema>;
