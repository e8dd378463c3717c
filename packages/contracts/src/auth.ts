import * as z from 'zod';
import { AccountTypeSchema } from './statuses.js';

/** The client refreshes its token every 240 seconds. */
export const TOKEN_REFRESH_INTERVAL_SECONDS = 240;

/**
 * The data of a response that issues or refreshes a token. The token itself travels in the
 * envelope's `Authorization` field; this says whose it is and how long it lives.
 */
export const AuthTokenSchema = z
  .object({
    accountType: AccountTypeSchema,
    /** True while a back-office user still has to pass the TOTP step: such a token opens nothing. */
    mfa: z.boolean(),
    /** Seconds until the token expires; always longer than the 240 s refresh cadence. */
    expiresIn: z.number().int().positive(),
    /** Seconds after which the client should call `token/refresh` (240). */
    refreshIn: z.number().int().positive(),
  })
  .meta({ id: 'AuthToken' });
export type AuthToken = z.infer<typeof AuthTokenSchema>;

/** The claims of an access token. */
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

/**
 * The header a site of ours (the borrower site, the back-office) proves itself with to the API: the
 * shared `SITE_API_KEY`. Only beside it does the API believe {@link BROWSER_ADDRESS_HEADER}.
 */
export const SITE_KEY_HEADER = 'X-Lender-Site-Key';

/**
 * The header with the address of the browser a site calls the API for: the API limits
 * per that address, but only from a caller with a valid {@link SITE_KEY_HEADER}; from anyone else it
 * is ignored.
 */
export const BROWSER_ADDRESS_HEADER = 'X-Lender-Browser-Address';

/**
 * The development `SITE_API_KEY` of the sites and the API. Public (it is here), so both refuse to
 * start with it, or without a key of at least 32 characters, in production.
 */
export const DEV_SITE_API_KEY = 'dev-only-site-api-key-change-me-0123456789';
