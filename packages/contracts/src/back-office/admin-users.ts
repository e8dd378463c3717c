import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { PageQuerySchema } from '../pagination.js';
import { BackOfficeRoleSchema } from '../permissions.js';
import { BackOfficeLanguageSchema, BackOfficeUserSchema } from './user.js';

/** A record's version: an edit names the version it read; a newer one is `stale_version`. */
export const VersionSchema = z.number().int().positive().meta({ id: 'Version' });

/** `true`/`false` in a query string. */
export const QueryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A reason an admin writes for an account change (kept in the audit log). */
const AccountReasonSchema = z.string().trim().min(3).max(500);

/** A back-office account as admins manage it. */
export const BackOfficeAccountSchema = BackOfficeUserSchema.extend({
  active: z.boolean(),
  version: VersionSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  /** When the current TOTP secret was issued (null for accounts seeded before TOTP secrets were dated). */
  totpEnrolledAt: IsoDateTimeSchema.nullable(),
  passwordChangedAt: IsoDateTimeSchema.nullable(),
}).meta({ id: 'BackOfficeAccount' });
export type BackOfficeAccount = z.infer<typeof BackOfficeAccountSchema>;

export const BackOfficeAccountListSchema = z
  .array(BackOfficeAccountSchema)
  .meta({ id: 'BackOfficeAccountList' });

/** Query of `GET back-office/users`. */
export const BackOfficeAccountQuerySchema = PageQuerySchema.extend({
  role: BackOfficeRoleSchema.optional(),
  active: QueryBooleanSchema.optional(),
  /** Part of the name or e-mail (case-insensitive). */
  query: z.string().trim().min(1).max(100).optional(),
});
export type BackOfficeAccountQuery = z.infer<typeof BackOfficeAccountQuerySchema>;

/** A back-office password: 12 to 128 characters. */
export const BackOfficePasswordSchema = z.string().min(12).max(128).meta({ format: 'password' });

/** `POST back-office/users`: invite an admin or agent with an initial password. */
export const CreateBackOfficeAccountRequestSchema = z
  .object({
    email: z.email().max(254),
    name: z.string().trim().min(2).max(100),
    role: BackOfficeRoleSchema,
    password: BackOfficePasswordSchema,
    language: BackOfficeLanguageSchema.optional(),
  })
  .meta({ id: 'CreateBackOfficeAccountRequest' });
export type CreateBackOfficeAccountRequest = z.infer<typeof CreateBackOfficeAccountRequestSchema>;

/**
 * A TOTP enrolment: the base32 secret and the `otpauth://` URI for a QR code. Returned once, by
 * the call that creates it (account creation or TOTP reset); never readable again through the API.
 */
export const TotpEnrolmentSchema = z
  .object({ totpSecret: z.string(), otpauthUri: z.string() })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

export const EnrolledBackOfficeAccountSchema = z
  .object({ user: BackOfficeAccountSchema, enrolment: TotpEnrolmentSchema })
  .meta({ id: 'EnrolledBackOfficeAccount' });
export type EnrolledBackOfficeAccount = z.infer<typeof EnrolledBackOfficeAccountSchema>;

/** `PATCH back-office/users/{id}`: role or name, at the version read. */
export const UpdateBackOfficeAccountRequestSchema = z
  .object({
    version: VersionSchema,
    role: BackOfficeRoleSchema.optional(),
    name: z.string().trim().min(2).max(100).optional(),
    reason: AccountReasonSchema,
  })
  .meta({ id: 'UpdateBackOfficeAccountRequest' });
export type UpdateBackOfficeAccountRequest = z.infer<typeof UpdateBackOfficeAccountRequestSchema>;

/** Deactivate, reactivate or reset the TOTP of an account, at the version read. */
export const BackOfficeAccountActionRequestSchema = z
  .object({ version: VersionSchema, reason: AccountReasonSchema })
  .meta({ id: 'BackOfficeAccountActionRequest' });
export type BackOfficeAccountActionRequest = z.infer<typeof BackOfficeAccountActionRequestSchema>;

/** `PUT back-office/profile/password`: the signed-in user's own password. */
export const BackOfficePasswordChangeRequestSchema = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: BackOfficePasswordSchema })
  .meta({ id: 'BackOfficePasswordChangeRequest' });
export type BackOfficePasswordChangeRequest = z.infer<typeof BackOfficePasswordChangeRequestSchema>;

/**
 * `GET back-office/permissions`: the caller's role and permissions, and the whole table,
 * so the app hides a control its user may not use (the API refuses it anyway).
 */
export const BackOfficePermissionsSchema = z
  .object({
    role: BackOfficeRoleSchema,
    permissions: z.array(z.string()),
    table: z.record(z.string(), z.array(BackOfficeRoleSchema)),
  })
  .meta({ id: 'BackOfficePermissions' });
export type BackOfficePermissions = z.infer<typeof BackOfficePermissionsSchema>;
