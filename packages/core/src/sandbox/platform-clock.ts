import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { platformClock as platformClockTable } from '@lender/db/schema';
import type { Clock } from '../clock';

// The platform clock of a sandbox or staging deployment (issue 54, ADR 288). The core's clock is
// the real one plus an offset kept in the one row of `platform_clock`, so every API instance and
// the worker read the same platform "now"; the offset only grows (the back office moves it forward,
// `jobs/advance-platform-clock.ts`). A client's sandbox clock (whole days, `sandbox-rows.ts`) is
// added on top of it: the client's date is the platform's date plus the client's offset.

/** How often a process reads the row again when asked to refresh (API requests, job runs). */
export const PLATFORM_CLOCK_REFRESH_MS = 1_000;

/** The core's clock in a sandbox or staging deployment: the base clock plus the platform offset. */
export interface PlatformClock extends Clock {
  /** The clock the offset is added to (the real clock, or a test's fixed clock). */
  readonly base: Clock;
  /** The offset in force in this process, in milliseconds (0 until the row is read). */
  offsetMs(): number;
  /**
   * Reads the row again when the last read is older than {@link PLATFORM_CLOCK_REFRESH_MS}, or
   * always with `force`. Never fails a caller: a failed read keeps the offset it had.
   */
  refresh(db: Executor, options?: { force?: boolean }): Promise<void>;
  /** Takes a new offset (after this process moved the row). */
  adopt(offsetMs: number): void;
  /** While a move runs its jobs: `now()` answers `instant` in this process (null lets go). */
  pin(instant: Date | null): void;
}

const platformClocks = new WeakSet<Clock>();

/** A platform clock over `base`, offset 0 until its first refresh. */
export function createPlatformClock(base: Clock): PlatformClock {
  let offset = 0;
  let pinned: Date | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  const clock: PlatformClock = {
    base,
    now: () => (pinned ? new Date(pinned) : new Date(base.now().getTime() + offset)),
    offsetMs: () => offset,
    async refresh(db, options = {}) {
      // Real elapsed time, whatever the base clock says (a test's fixed clock stands still).
      const started = performance.now();
      if (!options.force && started - readAt < PLATFORM_CLOCK_REFRESH_MS) return;
      readAt = started;
      try {
        offset = Math.max(offset, await readPlatformOffset(db));
      } catch {
        // A database hiccup leaves the offset it had; the next refresh reads again.
        readAt = Number.NEGATIVE_INFINITY;
      }
    },
    adopt(next) {
      offset = Math.max(offset, next);
      readAt = performance.now();
    },
    pin(instant) {
      pinned = instant ? new Date(instant) : null;
    },
  };
  platformClocks.add(clock);
  return clock;
}

/**
 * The core's clock: `base` itself when the deployment has no sandbox (production), else a
 * {@link PlatformClock} over it.
 */
export function coreClockOf(base: Clock, sandboxEnabled: boolean): Clock {
  return sandboxEnabled ? createPlatformClock(base) : base;
}

/** The platform clock behind a core's clock, or null when the deployment has none (production). */
export function platformClockOf(clock: Clock): PlatformClock | null {
  return platformClocks.has(clock) ? (clock as PlatformClock) : null;
}

/** Reads the platform offset again (at most once a second) when the core's clock is a platform clock. */
export async function refreshPlatformClock(core: { readonly clock: Clock; readonly db: Executor }) {
  await platformClockOf(core.clock)?.refresh(core.db);
}

/** The stored offset in milliseconds (0 without a row). */
export async function readPlatformOffset(db: Executor): Promise<number> {
  const [row] = await db
    .select({ offsetMs: platformClockTable.offsetMs })
    .from(platformClockTable)
    .where(eq(platformClockTable.id, 1));
  return row?.offsetMs ?? 0;
}
