import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { settings } from '@lender/db/schema';
import { z } from 'zod';

/**
 * Every limit the API enforces, with its documented default (README "Limits"). The spec's own
 * rules are weak (spec §5: password min 4, 3-digit SMS codes), so these compensate (issue 4, Auth).
 * Operators override any of them at run time with a row `limits` in the `settings` table
 * (`{"smsDailyCap": 8}`), or per process through `createCore({ limits })`.
 */
export const LimitsSchema = z.object({
  /** A one-time code expires this many seconds after it is sent. */
  codeTtlSeconds: z.number().int().positive(),
  /** Wrong tries before a code dies. */
  codeMaxAttempts: z.number().int().positive(),
  /** Codes sent to one phone per Mexico City calendar day (`request_count_by_day_exceed`). */
  smsDailyCap: z.number().int().positive(),
  /** Seconds before another code may be sent to the same phone (`already_sent_in_last_minutes`). */
  smsResendCooldownSeconds: z.number().int().nonnegative(),
  /** E-mail codes per address per day. */
  emailDailyCap: z.number().int().positive(),
  /**
   * SMS codes sent on behalf of one caller address per minute (`rate_limited`): SMS pumping. The
   * address is the browser's real one (the sites send it over the trusted hop, ADR 107); many honest
   * phones share a carrier's address (CGNAT), so the per-phone caps below carry the tight limits.
   */
  smsPerAddressPerMinute: z.number().int().positive(),
  /** SMS codes sent on behalf of one caller address per Mexico City day (`request_count_by_day_exceed`). */
  smsPerAddressPerDay: z.number().int().positive(),
  /** SMS codes sent by the whole platform per minute (`rate_limited`): the spend ceiling. */
  smsGlobalPerMinute: z.number().int().positive(),
  /** SMS codes sent by the whole platform per Mexico City day (`request_count_by_day_exceed`). */
  smsGlobalPerDay: z.number().int().positive(),
  /** E-mail codes per caller address per minute. */
  emailPerAddressPerMinute: z.number().int().positive(),
  /** E-mail codes per caller address per day. */
  emailPerAddressPerDay: z.number().int().positive(),
  /** E-mail codes of the whole platform per minute. */
  emailGlobalPerMinute: z.number().int().positive(),
  /** E-mail codes of the whole platform per day. */
  emailGlobalPerDay: z.number().int().positive(),
  /** Lowest captcha v3 score accepted on registration and recovery (0–1; `captcha_invalid` below). */
  captchaMinScore: z.number().min(0).max(1),
  /** Failed logins allowed before delays start. */
  loginFreeFailures: z.number().int().nonnegative(),
  /** First delay after the free failures; it doubles with each further failure. */
  loginBaseDelaySeconds: z.number().int().positive(),
  /** The longest delay. */
  loginMaxDelaySeconds: z.number().int().positive(),
  /**
   * Failed login attempts (any account) from one caller address per minute: each attempt takes a
   * unit before the password is checked and a right password gives it back (issue 35: a carrier's
   * shared address must not lock out the honest people who sign in behind it).
   */
  loginPerAddressPerMinute: z.number().int().positive(),
  /** Failed login attempts from one caller address per hour. */
  loginPerAddressPerHour: z.number().int().positive(),
  /** Lifetime of an access token (longer than the 240 s refresh cadence of spec §4). */
  accessTokenTtlSeconds: z.number().int().min(241),
  /** A session with no refresh for this long ends. */
  sessionIdleSeconds: z.number().int().positive(),
  /** No session lives longer than this, refreshed or not. */
  sessionAbsoluteSeconds: z.number().int().positive(),
  /** Wrong TOTP codes before a back-office session is revoked. */
  totpMaxFailures: z.number().int().positive(),
  /** Wrong TOTP codes of one back-office ACCOUNT (any session) before delays start. */
  totpFreeFailures: z.number().int().nonnegative(),
  /** First TOTP delay; doubles with each further wrong code of the account. */
  totpBaseDelaySeconds: z.number().int().positive(),
  /** The longest TOTP delay. */
  totpMaxDelaySeconds: z.number().int().positive(),
  /** Uniqueness checks (`client/check`) per caller address per minute: slows e-mail/phone enumeration. */
  uniquenessChecksPerMinute: z.number().int().positive(),
  /**
   * Public code requests (`phone/sms-code` for registration or recovery, `email/send-code`) per
   * caller address per minute, answered or not: slows phone enumeration like `client/check`.
   */
  publicCodeRequestsPerMinute: z.number().int().positive(),
  /**
   * Document uploads one client may attempt per Mexico City day, refused ones included
   * (`rate_limited`, 429 with `Retry-After`): each upload costs parsing and storage (ADR 220).
   */
  documentUploadsPerDay: z.number().int().positive(),
  /** Documents one client may keep (not deleted) at once (`conflict`, 409: delete one first). */
  documentsPerClient: z.number().int().positive(),
  /**
   * Largest image, in pixels (width × height read from the header before anything decodes it):
   * a small file declaring a huge image is a decompression bomb (`payload_too_large`, 413).
   */
  documentMaxPixels: z.number().int().positive(),
});
export type Limits = z.infer<typeof LimitsSchema>;

/** Spec §9: "Token refresh 240 s"; access tokens must outlive it. */
export const TOKEN_REFRESH_SECONDS = 240;

/** The documented defaults (README "Limits", ADR 013). */
export const DEFAULT_LIMITS: Limits = {
  codeTtlSeconds: 600,
  codeMaxAttempts: 5,
  smsDailyCap: 5,
  smsResendCooldownSeconds: 60,
  emailDailyCap: 10,
  smsPerAddressPerMinute: 10,
  smsPerAddressPerDay: 100,
  smsGlobalPerMinute: 120,
  smsGlobalPerDay: 20_000,
  emailPerAddressPerMinute: 5,
  emailPerAddressPerDay: 20,
  emailGlobalPerMinute: 120,
  emailGlobalPerDay: 20_000,
  captchaMinScore: 0.5,
  loginFreeFailures: 3,
  loginBaseDelaySeconds: 2,
  loginMaxDelaySeconds: 900,
  loginPerAddressPerMinute: 20,
  loginPerAddressPerHour: 200,
  accessTokenTtlSeconds: 900,
  sessionIdleSeconds: 1800,
  sessionAbsoluteSeconds: 43_200,
  totpMaxFailures: 5,
  totpFreeFailures: 3,
  totpBaseDelaySeconds: 30,
  totpMaxDelaySeconds: 3600,
  uniquenessChecksPerMinute: 30,
  publicCodeRequestsPerMinute: 10,
  documentUploadsPerDay: 20,
  documentsPerClient: 30,
  documentMaxPixels: 50_000_000,
};

/** The settings key whose JSON overrides {@link DEFAULT_LIMITS}. */
export const LIMITS_SETTING_KEY = 'limits';

/**
 * Reads the limits in force: defaults, then process overrides, then the `settings` row. Read on
 * use (one indexed row) so a change applies to every instance at once.
 */
export async function readLimits(db: Database, overrides: Partial<Limits> = {}): Promise<Limits> {
  const [row] = await db.select().from(settings).where(eq(settings.key, LIMITS_SETTING_KEY));
  const stored = row ? LimitsSchema.partial().safeParse(row.value) : undefined;
  return { ...DEFAULT_LIMITS, ...overrides, ...(stored?.success ? stored.data : {}) };
}

/** Stores run-time overrides of the limits (merged over the current row). */
export async function writeLimits(db: Database, patch: Partial<Limits>): Promise<void> {
  const valid = LimitsSchema.partial().parse(patch);
  const [row] = await db.select().from(settings).where(eq(settings.key, LIMITS_SETTING_KEY));
  const value = { ...((row?.value as Partial<Limits> | undefined) ?? {}), ...valid };
  await db
    .insert(settings)
    .values({ key: LIMITS_SETTING_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
