import * as z from 'zod';
import { EmailSchema, MobilePhoneSchema, PasswordSchema, SmsCodeSchema } from '../fields.js';

/**
 * `POST /web/private/client/change/password`: the new password must differ from the old one and be
 * repeated; a wrong old password is `incorrect_old_password`.
 */
export const ChangePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1).max(128),
    password: PasswordSchema,
    repeatPassword: z.string(),
  })
  .superRefine((body, ctx) => {
    if (body.repeatPassword !== body.password) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], params: { code: 'not_equal' }, input: body });
    }
    if (body.password === body.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], params: { code: 'must_differ' }, input: body });
    }
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** `PUT /web/private/client/change/phone`: the new phone, verified by the code sent to it. */
export const ChangePhoneRequestSchema = z
  .object({ mobilePhone: MobilePhoneSchema, smsCode: SmsCodeSchema })
  .meta({ id: 'ChangePhoneRequest' });
export type ChangePhoneRequest = z.infer<typeof ChangePhoneRequestSchema>;

/**
 * `PUT /web/private/client/change/email`: a new e-mail, which must differ from the current one
 * (`must_differ`) and be unused (`not_unique`). `code` is the one `email/send-code` sent.
 */
export const ChangeEmailRequestSchema = z
  .object({
    email: EmailSchema,
    code: z
      .string()
      .regex(/^\d{3,6}$/)
      .optional(),
  })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

/**
 * `POST /web/private/client/phone/sms-code` (and `-ts`): send a code to the client's phone, or to a
 * new phone when changing it.
 */
export const ClientSmsCodeRequestSchema = z
  .object({
    mobilePhone: MobilePhoneSchema.optional(),
    purpose: z.enum(['verify_phone', 'change_phone']).default('verify_phone'),
  })
  .meta({ id: 'ClientSmsCodeRequest' });
export type ClientSmsCodeRequest = z.infer<typeof ClientSmsCodeRequestSchema>;

/** `POST /web/private/client/phone/verify` (and `-ts`): confirm the client's phone with the code. */
export const PhoneVerifyRequestSchema = z
  .object({ smsCode: SmsCodeSchema })
  .meta({ id: 'PhoneVerifyRequest' });
export type PhoneVerifyRequest = z.infer<typeof PhoneVerifyRequestSchema>;

export const PhoneVerifiedSchema = z.object({ verified: z.literal(true) }).meta({ id: 'PhoneVerified' });
export type PhoneVerified = z.infer<typeof PhoneVerifiedSchema>;
