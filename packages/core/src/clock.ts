import { BUSINESS_TIME_ZONE, todayInMexicoCity } from '@lender/calculator/kernel';

/**
 * The business clock (architecture decision 5): whatever the host's time zone, business dates are
 * calendar days in America/Mexico_City. Services take a `Clock`; tests pin it with `fixedClock`.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The business time zone (architecture decision 5): the kernel's. */
export { BUSINESS_TIME_ZONE };

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock pinned at `instant` that tests can move forward.
 * @example const clock = fixedClock('2026-03-01T12:00:00Z'); clock.advance(60_000);
 */
export function fixedClock(instant: Date | string): Clock & {
  advance(ms: number): void;
  set(instant: Date | string): void;
} {
  let current = new Date(instant).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (next) => {
      current = new Date(next).getTime();
    },
  };
}

/**
 * The calendar date of `instant` in Mexico City, as `YYYY-MM-DD`: the kernel's business clock
 * (`todayInMexicoCity` of `@lender/calculator/kernel`).
 */
export function businessDate(instant: Date): string {
  return todayInMexicoCity(instant);
}

/** Today in Mexico City, as `YYYY-MM-DD`. */
export function today(clock: Clock = systemClock): string {
  return businessDate(clock.now());
}

/** Whole years between a `YYYY-MM-DD` birth date and the `YYYY-MM-DD` date `on`. */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}
