import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { rateLimits } from './db/schema/index';

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

/** Failures of a login key, with the growing delay they impose. */
export interface FailureState {
  failures: number;
  blockedUntil: Date | null;
}

/** Reads the failure state of `key` in `bucket`. */
export async function readFailures(db: Database, bucket: string, key: string): Promise<FailureState> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.window, 'failures')));
  return { failures: row?.count ?? 0, blockedUntil: row?.blockedUntil ?? null };
}

/**
 * Counts one failure and sets the delay: after `free` failures, `base · 2^(n − free − 1)` seconds,
 * at most `max`. Failures older than `resetAfterSeconds` are forgotten.
 */
export async function recordFailure(
  db: Database,
  input: {
    bucket: string;
    key: string;
    now: Date;
    free: number;
    baseSeconds: number;
    maxSeconds: number;
    resetAfterSeconds: number;
  },
): Promise<FailureState> {
  const stale = new Date(input.now.getTime() - input.resetAfterSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: input.bucket, key: input.key, window: 'failures', count: 1, lastAt: input.now })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.window],
      set: {
        count: sql`case when ${rateLimits.lastAt} < ${stale} then 1 else ${rateLimits.count} + 1 end`,
        lastAt: input.now,
      },
    })
    .returning({ count: rateLimits.count });
  const failures = row?.count ?? 1;
  if (failures <= input.free) return { failures, blockedUntil: null };
  const delay = Math.min(input.maxSeconds, input.baseSeconds * 2 ** (failures - input.free - 1));
  const blockedUntil = new Date(input.now.getTime() + delay * 1000);
  await db
    .update(rateLimits)
    .set({ blockedUntil })
    .where(
      and(
        eq(rateLimits.bucket, input.bucket),
        eq(rateLimits.key, input.key),
        eq(rateLimits.window, 'failures'),
      ),
    );
  return { failures, blockedUntil };
}

/** Forgets the failures of `key` (after a success). */
export async function clearFailures(db: Database, bucket: string, key: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key), eq(rateLimits.window, 'failures')));
}
