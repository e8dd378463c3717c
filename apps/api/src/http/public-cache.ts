import { BUSINESS_TIME_ZONE, type Core } from '@lender/core';

/**
 * A bounded map of serialized answers, least recently used out first. Keys carry everything the
 * answer depends on (inputs, business date, configuration version), so an entry is never stale:
 * it is only dropped for room.
 */
export class AnswerCache {
  readonly #entries = new Map<string, string>();
  constructor(readonly capacity: number) {}

  get(key: string): string | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    if (this.capacity <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * How many distinct public offers are kept per instance. Only a few thousand exist per business day
 * (tabs × amounts × cycles × pay dates); an unknown promo code makes a new key, and the bound keeps
 * such noise from growing memory.
 */
export const OFFER_CACHE_ENTRIES = 5000;

interface PublicCaches {
  readonly offers: AnswerCache;
  readonly calculator: AnswerCache;
}

const byCore = new WeakMap<Core, PublicCaches>();

/** The answer caches of the app over `core` (one set per core: tests build many apps). */
export function publicCaches(core: Core): PublicCaches {
  let caches = byCore.get(core);
  if (!caches) {
    caches = { offers: new AnswerCache(OFFER_CACHE_ENTRIES), calculator: new AnswerCache(8) };
    byCore.set(core, caches);
  }
  return caches;
}

const MEXICO_CITY_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Whole seconds from `instant` to the next midnight in Mexico City (at least 1). */
export function secondsUntilBusinessMidnight(instant: Date): number {
  const parts = Object.fromEntries(MEXICO_CITY_TIME.formatToParts(instant).map((p) => [p.type, p.value]));
  const elapsed = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return Math.max(1, 86_400 - elapsed);
}

/** The next Mexico City midnight (epoch ms), remembered until it passes: one `Intl` call a day. */
let nextMidnight = { after: Number.POSITIVE_INFINITY, at: Number.NEGATIVE_INFINITY };

/**
 * `Cache-Control` of a public offer: any cache (a CDN) may keep it until Mexico City's midnight,
 * when the business date, and with it the valid pay dates, changes.
 */
export function publicOfferCacheControl(instant: Date): string {
  const now = instant.getTime();
  if (now < nextMidnight.after || now >= nextMidnight.at) {
    // Recomputed when the clock passes midnight or goes back (a test clock, a sandbox).
    nextMidnight = { after: now, at: now + secondsUntilBusinessMidnight(instant) * 1000 - (now % 1000) };
  }
  return `public, max-age=${Math.max(1, Math.ceil((nextMidnight.at - now) / 1000))}`;
}
