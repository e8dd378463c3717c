import * as z from 'zod';
import { EmailSchema, PhoneNumberSchema, TotpCodeSchema } from '../fields.js';

/**
 * Login accepts any non-empty password up to this length, so that a rule change never locks out
 * an existing account; the 4..24 rule applies when a password is set.
 */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;
const loginPassword = z.string().min(1).max(LOGIN_PASSWORD_MAX_LENGTH);

/** `POST /web/public/client/login`: e-mail or 10-digit phone, and password. */
export const ClientLoginRequestSchema = z
  .object({
    username: z.union([EmailSchema, PhoneNumberSchema]).meta({ example: 'cliente@example.com' }),
    password: loginPassword,
  })
  .meta({ id: 'ClientLoginRequest' });
export type ClientLoginRequest = z.infer<typeof ClientLoginRequestSchema>;

/** `POST /web/public/user/login`, step one: a back-office user's e-mail and password. */
export const UserPasswordLoginRequestSchema = z
  .object({ username: EmailSchema, password: loginPassword })
  .meta({ id: 'UserPasswordLoginRequest' });
export type UserPasswordLoginRequest = z.infer<typeof UserPasswordLoginRequestSchema>;

/**
 * `POST /web/public/user/login`, step two: the TOTP code, sent with the `mfa` token of step one as
 * Bearer. The answer carries a full token.
 */
export const UserTotpLoginRequestSchema = z
  .object({ totp: TotpCodeSchema })
  .meta({ id: 'UserTotpLoginRequest' });
export type UserTotpLoginRequest = z.infer<typeof UserTotpLoginRequestSchema>;

/** Either step of the back-office login. */
export const UserLoginRequestSchema = z
  .union([UserPasswordLoginRequestSchema, UserTotpLoginRequestSchema])
  .meta({ id: 'UserLoginRequest' });
export type UserLoginRequest = z.infer<typeof UserLoginRequestSchema>;
