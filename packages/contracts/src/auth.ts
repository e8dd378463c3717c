import * as z from 'zod';
import { AccountTypeSchema } from './statuses.js';

/** The client refreshes its token every 240 seconds (spec §4 Auth, §9). */
export const TOKEN_REFRESH_INTERVAL_SECONDS = 240;

/**
 * The data of a response that issues or refreshes a token. The token itself travels in the
 * envelope's `Authorization` field (spec §7); this says whose it is and how long it lives.
 */
export const AuthTokenSchema = z
  .object({
    accountType: AccountTypeSchema,
    /** True while a back-office user still has to pass the TOTP step: such a token opens nothing. */
    mfa: z.boolean(),
    /** Seconds until the token expires; always longer than the 240 s refresh cadence. */
    expiresIn: z.number().int().positive(),
    /** Seconds after which the client should call `token/refresh` (spec §9: 240). */
    refreshIn: z.number().int().positive(),
  })
  .meta({ id: 'AuthToken' });
export type AuthToken = z.infer<typeof AuthTokenSchema>;

/** The claims of an access token (architecture decision 8; spec §4 reads `mfa` and `account_type`). */
export const AccessTokenClaimsSchema = z
  .object({
    sub: z.string(),
    account_type: AccountTypeSchema,
    mfa: z.boolean(),
    sid: z.string(),
    iat: z.number().int(),
    exp: z.number().int(),
  })
  .meta({ id: 'AccessTokenClaims' });
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/** The data of a response that has nothing to say (logout, a stored metric). */
export const EmptySchema = z.null().meta({ id: 'Empty' });
export type Empty = z.infer<typeof EmptySchema>;
