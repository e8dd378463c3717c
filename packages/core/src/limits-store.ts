import type { Database } from '@lender/db';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from '@lender/db/orm';
import { rateLimits } from '@lender/db/schema';

/**
 * Counters in PostgreSQL (ADR 013). Each check-and-count is one conditional upsert, which is
 * atomic on any number of API instances: two instances racing for the last unit cannot both win.
 */

/** Takes one unit of a capped counter for `window` (e.g. a calendar day); false when it is used up. */
export async function takeFromCap(
  db: Database,
  input: { bucket: string; key: string; window: string; cap: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(rateLimits)
    .values({ bucket: input.bucket, key: input.key, window: input.window, count: 1, lastAt: input.now })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.window],
      set: { count: sql`${rateLimits.count} + 1`, lastAt: input.now },
      setWhere: sql`${rateLimits.count} < ${input.cap}`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0 && (rows[0]?.count ?? 0) <= input.cap;
}

/**
 * Gives back one unit that {@link takeFromCap} took in `window`, when what it was taken for turned
 * out not to count (a right password does not spend the caller address's login allowance).
 */
export async function giveBackToCap(
  db: Database,
  input: { bucket: string; key: string; window: string },
): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(
      and(
        eq(rateLimits.bucket, input.bucket),
        eq(rateLimits.key, input.key),
        eq(rateLimits.window, input.window),
      ),
    );
}

/**
 * Claims a cooldown: succeeds when the last claim is at least `seconds` old (or there is none) and
 * records `now`; otherwise answers how many seconds remain.
 */
export async function claimCooldown(
  db: Database,
  input: { bucket: string; key: string; seconds: number; now: Date },
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const threshold = new Date(input.now.getTime() - input.seconds * 1000);
  const rows = await db
    .insert(rateLimits)
    .values({ bucket: input.bucket, key: input.key, window: 'cooldown', count: 1, lastAt: input.now })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.window],
      set: { count: sql`${rateLimits.count} + 1`, lastAt: input.now },
      setWhere: sql`${rateLimits.lastAt} <= ${threshold}`,
    })
    .returning({ lastAt: rateLimits.lastAt });
  if (rows.length > 0) return { ok: true };
  const [row] = await db
    .select({ lastAt: rateLimits.lastAt })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, input.bucket),
        eq(rateLimits.key, input.key),
        eq(rateLimits.window, 'cooldown'),
      ),
    );
  const last = row?.lastAt.getTime() ?? input.now.getTime();
  return {
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((last + input.seconds * 1000 - input.now.getTime()) / 1000)),
  };
}

/** How a guarded attempt (a password, a TOTP code) is limited. */
export interface AttemptPolicy {
  /** Attempts that cost nothing before the delays start. */
  free: number;
  /** First delay, doubled by each further attempt. */
  baseSeconds: number;
  /** The longest delay. */
  maxSeconds: number;
  /** Attempts older than this are forgotten. */
  resetAfterSeconds: number;
}

/**
 * Claims one attempt of `key` BEFORE the secret is checked (issue 10 points 4 and 7): every
 * attempt is counted as a failure until the caller says it succeeded ({@link clearFailures}).
 * The count and the delay it earns (`base · 2^(n − free − 1)` s, at most `max`, once `n > free`)
 * are written by ONE conditional upsert that only applies while the key is not waiting, so
 * however many requests race on however many instances, at most `free + 1` are let through at
 * once and then one per delay. Refused: how many seconds remain.
 */
export async function claimAttempt(
  db: Database,
  input: AttemptPolicy & { bucket: string; key: string; now: Date },
): Promise<{ ok: true; attempts: number } | { ok: false; retryAfterSeconds: number }> {
  const now = input.now.toISOString();
  const stale = new Date(input.now.getTime() - input.resetAfterSeconds * 1000).toISOString();
  const next = sql`(case when ${rateLimits.lastAt} < ${stale}::timestamptz then 1 else ${rateLimits.count} + 1 end)`;
  const blockedAt = (n: SQL) =>
    sql`(case when ${n} > ${input.free} then ${now}::timestamptz + least(${input.maxSeconds}::float8, ${input.baseSeconds}::float8 * power(2::float8, least(${n} - ${input.free} - 1, 40))) * interval '1 second' else null end)`;
  const rows = await db
    .insert(rateLimits)
    .values({
      bucket: input.bucket,
      key: input.key,
      window: 'failures',
      count: 1,
      lastAt: input.now,
      blockedUntil:
        input.free < 1
          ? new Date(input.now.getTime() + Math.min(input.maxSeconds, input.baseSeconds) * 1000)
          : null,
    })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.window],
      set: { count: next, lastAt: input.now, blockedUntil: blockedAt(next) },
      setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${now}::timestamptz`,
    })
    .returning({ count: rateLimits.count });
  if (rows[0]) return { ok: true, attempts: rows[0].count };
  const [row] = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, input.bucket),
        eq(rateLimits.key, input.key),
        eq(rateLimits.window, 'failures'),
      ),
    );
  const until = row?.blockedUntil?.getTime() ?? input.now.getTime() + 1000;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - input.now.getTime()) / 1000)) };
}

/** The attempts counted for `key` and until when it must wait (tests, back office). */
export async function readFailures(
  db: Database,
  bucket: string,
  key: string,
): Promise<{ failures: number; blockedUntil: Date | null }> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.window, 'failures')));
  return { failures: row?.count ?? 0, blockedUntil: row?.blockedUntil ?? null };
}

/** Forgets the failures of `key` (after a success). */
export async function clearFailures(db: Database, bucket: string, key: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.window, 'failures')));
}

/**
 * How long a counter row matters after it was last touched: the longest window is a Mexico City
 * day (daily caps, by business date), failures are forgotten after a day (`LOGIN_FAILURE_RESET_SECONDS`,
 * `TOTP_FAILURE_RESET_SECONDS`) and cooldowns last seconds. Two days leaves a day of margin.
 */
export const RATE_LIMIT_ROWS_KEPT_SECONDS = 2 * 86_400;

/** Rows deleted per statement: a purge never holds many row locks at once. */
const PURGE_BATCH = 5_000;

/**
 * Deletes the `rate_limits` rows no limit reads any more (issue 35 finding 11: one row per caller
 * address per minute, kept forever): last touched more than {@link RATE_LIMIT_ROWS_KEPT_SECONDS}
 * before `now` and not waiting out a delay. In batches, so the hot upserts are never blocked long.
 * Returns how many rows went. Run hourly by the `rate-limits-purge` job.
 */
export async function purgeRateLimits(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RATE_LIMIT_ROWS_KEPT_SECONDS * 1000);
  const stale = and(
    lt(rateLimits.lastAt, cutoff),
    or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now)),
  );
  let total = 0;
  for (;;) {
    const batch = db
      .select({ bucket: rateLimits.bucket, key: rateLimits.key, window: rateLimits.window })
      .from(rateLimits)
      .where(stale)
      .limit(PURGE_BATCH);
    const deleted = await db
      .delete(rateLimits)
      .where(inArray(sql`(${rateLimits.bucket}, ${rateLimits.key}, ${rateLimits.window})`, batch))
      .returning({ bucket: rateLimits.bucket });
    total += deleted.length;
    if (deleted.length < PURGE_BATCH) return total;
  }
}
