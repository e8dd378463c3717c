import {
  type MexicoCityDateTime,
  PLATFORM_CLOCK_MAX_ADVANCE_DAYS,
  type PlatformClock as PlatformClockView,
} from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { platformClock as platformClockTable } from '@lender/db/schema';
import { mexicoCityWallClock } from '../calendar/contact-window';
import { businessDate, type Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import { type PlatformClock, platformClockOf } from '../sandbox/platform-clock';

/** What the platform clock's use cases read of the core. */
export interface PlatformClockContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly sandbox: { readonly enabled: boolean };
}

/** The platform clock, or 403 `sandbox_not_allowed` outside sandbox mode (production). */
export function requirePlatformClock(ctx: PlatformClockContext): PlatformClock {
  const clock = platformClockOf(ctx.clock);
  if (!ctx.sandbox.enabled || !clock) throw new CoreError('sandbox_not_allowed');
  return clock;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant on the Mexico City wall clock, `YYYY-MM-DDTHH:mm`. */
export function mexicoCityDateTime(instant: Date): MexicoCityDateTime {
  const { date, seconds } = mexicoCityWallClock(instant);
  return `${date}T${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
}

/** The instant a Mexico City wall-clock time `YYYY-MM-DDTHH:mm` names (the zone's offset found by trying). */
export function mexicoCityInstant(dateTime: MexicoCityDateTime): Date {
  const wallAsUtc = Date.parse(`${dateTime}:00Z`);
  let candidate = wallAsUtc;
  for (let step = 0; step < 2; step += 1) {
    candidate += wallAsUtc - Date.parse(`${mexicoCityDateTime(new Date(candidate))}:00Z`);
  }
  return new Date(candidate);
}

/** The answer of `backOffice.platformClock` for a clock and whether a move runs. */
export function platformClockView(clock: PlatformClock, advancing: boolean): PlatformClockView {
  const now = clock.now();
  return {
    now: now.toISOString(),
    dateTime: mexicoCityDateTime(now),
    today: businessDate(now),
    aheadMinutes: Math.max(0, Math.floor(clock.offsetMs() / 60_000)),
    maxAdvanceDays: PLATFORM_CLOCK_MAX_ADVANCE_DAYS,
    advancing,
  };
}

/**
 * `backOffice.platformClock`: the platform's now in a sandbox or staging deployment, read again
 * from the database (403 `sandbox_not_allowed` elsewhere).
 */
export async function platformClock(ctx: PlatformClockContext): Promise<PlatformClockView> {
  const clock = requirePlatformClock(ctx);
  await clock.refresh(ctx.db, { force: true });
  const [row] = await ctx.db
    .select({ advancingSince: platformClockTable.advancingSince })
    .from(platformClockTable)
    .where(eq(platformClockTable.id, 1));
  return platformClockView(clock, Boolean(row?.advancingSince));
}
