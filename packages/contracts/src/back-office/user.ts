import * as z from 'zod';
import { BackOfficeRoleSchema } from '../permissions.js';

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
