import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './db/database';
import { settings } from './db/schema/index';

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
  /** Failed logins allowed before delays start. */
  loginFreeFailures: z.number().int().nonnegative(),
  /** First delay after the free failures; it doubles with each further failure. */
  loginBaseDelaySeconds: z.number().int().positive(),
  /** The longest delay. */
  loginMaxDelaySeconds: z.number().int().positive(),
  /** Lifetime of an access token (longer than the 240 s refresh cadence of spec §4). */
  accessTokenTtlSeconds: z.number().int().min(241),
  /** A session with no refresh for this long ends. */
  sessionIdleSeconds: z.number().int().positive(),
  /** No session lives longer than this, refreshed or not. */
  sessionAbsoluteSeconds: z.number().int().positive(),
  /** Wrong TOTP codes before a back-office session is revoked. */
  totpMaxFailures: z.number().int().positive(),
  /** Uniqueness checks (`client/check`) per caller address per minute: slows e-mail/phone enumeration. */
  uniquenessChecksPerMinute: z.number().int().positive(),
  /**
   * Document uploads one client may attempt per Mexico City day, refused ones included
   * (`rate_limited`, 429 with `Retry-After`): each upload costs parsing and storage (ADR 024).
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
  loginFreeFailures: 3,
  loginBaseDelaySeconds: 2,
  loginMaxDelaySeconds: 900,
  accessTokenTtlSeconds: 900,
  sessionIdleSeconds: 1800,
  sessionAbsoluteSeconds: 43_200,
  totpMaxFailures: 5,
  uniquenessChecksPerMinute: 30,
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
