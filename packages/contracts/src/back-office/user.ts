import { z } from 'zod';

/** Back-office roles (issue 6: at least admin and agent, with a permission table). */
export const BACK_OFFICE_ROLES = ['admin', 'agent'] as const;
export const BackOfficeRoleSchema = z.enum(BACK_OFFICE_ROLES).meta({ id: 'BackOfficeRole' });
export type BackOfficeRole = z.infer<typeof BackOfficeRoleSchema>;

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
  })
  .meta({ id: 'BackOfficeUser' });
export type BackOfficeUser = z.infer<typeof BackOfficeUserSchema>;
