import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { ClabeSchema, PostalCodeSchema } from '../fields.js';
import { nullable } from '../internal/nullable.js';

/** Identity-verification decision states (Veriff). */
export const VERIFF_STATUSES = [
  'created',
  'submitted',
  'approved',
  'declined',
  'resubmission_requested',
  'expired',
] as const;
export const VeriffStatusSchema = z.enum(VERIFF_STATUSES).meta({ id: 'VeriffStatus' });
export type VeriffStatus = z.infer<typeof VeriffStatusSchema>;

/** `POST`/`GET /web/private/client/veriff/session`: the verification session and the URL to open. */
export const VeriffSessionSchema = z
  .object({
    id: z.string(),
    url: z.url(),
    status: VeriffStatusSchema,
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'VeriffSession' });
export type VeriffSession = z.infer<typeof VeriffSessionSchema>;

/** Path of `GET /web/private/client/veriff/decision/{id}`. */
export const VeriffDecisionParamsSchema = z.object({ id: z.string().min(1).max(128) });
export type VeriffDecisionParams = z.infer<typeof VeriffDecisionParamsSchema>;

export const VeriffDecisionSchema = z
  .object({
    sessionId: z.string(),
    status: VeriffStatusSchema,
    reason: z.string().nullable(),
    decidedAt: nullable(IsoDateTimeSchema),
  })
  .meta({ id: 'VeriffDecision' });
export type VeriffDecision = z.infer<typeof VeriffDecisionSchema>;

/** `GET /web/private/client/belvo/access-token`: a short-lived widget token. */
export const BelvoAccessTokenSchema = z
  .object({ accessToken: z.string(), expiresIn: z.number().int().positive() })
  .meta({ id: 'BelvoAccessToken' });
export type BelvoAccessToken = z.infer<typeof BelvoAccessTokenSchema>;

/** `POST /web/private/client/belvo/store/link`: the link the widget created. */
export const BelvoStoreLinkRequestSchema = z
  .object({ link: z.string().min(1).max(128), institution: z.string().min(1).max(128) })
  .meta({ id: 'BelvoStoreLinkRequest' });
export type BelvoStoreLinkRequest = z.infer<typeof BelvoStoreLinkRequestSchema>;

/** Query of `GET /web/private/client/addresses/list`: address suggestions. */
export const AddressSuggestionQuerySchema = z.object({
  query: z.string().trim().min(2).max(200),
  postalCode: PostalCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});
export type AddressSuggestionQuery = z.infer<typeof AddressSuggestionQuerySchema>;

export const AddressSuggestionSchema = z
  .object({
    title: z.string(),
    postalCode: PostalCodeSchema,
    regionId: z.number().int().positive(),
    cityId: z.number().int().positive(),
    wardId: z.number().int().positive().nullable(),
  })
  .meta({ id: 'AddressSuggestion' });
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;

/** `PUT /web/private/client/iban/validate`: in Mexico the account number is a CLABE. */
export const IbanValidateRequestSchema = z.object({ iban: ClabeSchema }).meta({ id: 'IbanValidateRequest' });
export type IbanValidateRequest = z.infer<typeof IbanValidateRequestSchema>;

export const IbanValidationSchema = z
  .object({
    valid: z.boolean(),
    bankCode: z.string().nullable(),
    bankName: z.string().nullable(),
    /** False when the bank is not on the enabled list. */
    bankEnabled: z.boolean(),
  })
  .meta({ id: 'IbanValidation' });
export type IbanValidation = z.infer<typeof IbanValidationSchema>;
