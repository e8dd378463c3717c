import { hash } from 'node:crypto';
import { BUSINESS_TIME_ZONE, businessDate, type Core } from '@lender/core';
import type { Context } from 'hono';

/**
 * A bounded map of serialized answers in two generations: new and used entries go to the recent
 * one; when it is full it becomes the older one and the entries that were not used since are
 * dropped. An entry used within the last `capacity / 2` insertions is always kept, so a hot answer
 * survives any amount of one-off keys (unknown promo codes). Keys carry everything the answer
 * depends on (inputs, business date, configuration version), so an entry is never stale: it is
 * only dropped for room.
 *
 * Not a `Map` reordered on every hit (`delete` then `set`, the usual LRU): V8 then rebuilds the
 * map's table on nearly every hit once it holds a few thousand entries, which cost ~13 µs a hit
 * with 5,000 cached offers, a third of a cached answer (issue 17; `apps/api/bench/README.md`).
 * Here a hit is one `Map.get`, an insertion one `Map.set`, and no map ever has an entry deleted
 * and added again.
 */
export class AnswerCache<V = string> {
  #recent = new Map<string, V>();
  #older = new Map<string, V>();
  readonly #generation: number;

  /** @param capacity the most entries kept (both generations together). */
  constructor(readonly capacity: number) {
    this.#generation = Math.max(1, Math.floor(capacity / 2));
  }

  get(key: string): V | undefined {
    const recent = this.#recent.get(key);
    if (recent !== undefined) return recent;
    const older = this.#older.get(key);
    if (older !== undefined) {
      // Used again: it moves to the recent generation and outlives the next turn.
      this.#older.delete(key);
      this.#add(key, older);
    }
    return older;
  }

  set(key: string, value: V): void {
    if (this.capacity <= 0) return;
    if (this.#recent.has(key)) {
      this.#recent.set(key, value);
      return;
    }
    this.#older.delete(key);
    this.#add(key, value);
  }

  #add(key: string, value: V): void {
    if (this.#recent.size >= this.#generation) {
      // A capacity of 1 keeps no older generation (it would hold a second entry).
      this.#older = this.capacity >= 2 ? this.#recent : new Map();
      this.#recent = new Map();
    }
    this.#recent.set(key, value);
  }

  get size(): number {
    return this.#recent.size + this.#older.size;
  }

  /** Drops every entry. */
  clear(): void {
    this.#recent = new Map();
    this.#older = new Map();
  }
}

/**
 * How many distinct public offers are kept per instance. Only a few thousand exist per business day
 * (tabs × amounts × cycles × pay dates); an unknown promo code makes a new key, and the bound keeps
 * such noise from growing memory.
 */
export const OFFER_CACHE_ENTRIES = 5000;

/**
 * An answer serialized once (issue 17): its UTF-8 bytes, written to the socket as they are, and a
 * strong entity tag of them, so a caller (a browser, a CDN revalidating) that has it gets a 304.
 */
export interface CachedAnswer {
  readonly bytes: Uint8Array;
  readonly etag: string;
}

/** {@link CachedAnswer} of a JSON text. */
export function cachedAnswer(json: string): CachedAnswer {
  const bytes = Buffer.from(json, 'utf8');
  // The one-shot `hash` (Node ≥ 20.12) gives the digest of `createHash` at less than half its cost.
  return { bytes, etag: `"${hash('sha1', bytes, 'base64url')}"` };
}

/** Whether an `If-None-Match` header names `etag` (or is `*`); weak tags compare by their value. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/**
 * Sends a cached answer as JSON with its `ETag` and `Cache-Control`, or an empty 304 when the
 * caller already holds it (RFC 9110 §13.1.2).
 *
 * The `Response` is built here with plain lower-case headers, never through `c.header()` (ADR 077):
 * a header set on Hono's context makes it build a WHATWG `Headers` object, which
 * `@hono/node-server` then copies back into Node's header object, as the security headers did
 * before ADR 076. Served by Node, the plain object goes to `writeHead` as it is. The security
 * headers are not Hono's to write (they are on Node's response, or added in process by
 * `securityHeaders` to a response a handler built), so nothing set before the handler is lost.
 */
export function sendAnswer(c: Context, answer: CachedAnswer, cacheControl: string): Response {
  return answerResponse(c.req.header('if-none-match'), answer, cacheControl);
}

/** {@link sendAnswer} from the request's `If-None-Match` (the answers sent before routing, ADR 090). */
export function answerResponse(
  ifNoneMatch: string | undefined,
  answer: CachedAnswer,
  cacheControl: string,
): Response {
  if (etagMatches(ifNoneMatch, answer.etag)) {
    return new Response(null, { status: 304, headers: { 'cache-control': cacheControl, etag: answer.etag } });
  }
  return new Response(answer.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'content-type': 'application/json', 'cache-control': cacheControl, etag: answer.etag },
  });
}

/** The path and query of a request's URL exactly as sent (`http://host/a/b?c` → `/a/b?c`). */
export function pathAndQueryOf(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

interface PublicCaches {
  /** Offers by configuration version, business date and the request's path and query as sent. */
  readonly offers: AnswerCache<CachedAnswer>;
  readonly calculator: AnswerCache<CachedAnswer>;
}

const byCore = new WeakMap<Core, PublicCaches>();

/** The answer caches of the app over `core` (one set per core: tests build many apps). */
export function publicCaches(core: Core): PublicCaches {
  let caches = byCore.get(core);
  if (!caches) {
    caches = {
      offers: new AnswerCache<CachedAnswer>(OFFER_CACHE_ENTRIES),
      calculator: new AnswerCache<CachedAnswer>(8),
    };
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

/**
 * The business date in force from `after` until the next Mexico City midnight `at` (epoch ms),
 * remembered until the clock passes `at` or goes back before `after`: two `Intl` calls a day
 * instead of one per request (they cost ~3 % of a public call, issue 17).
 */
let businessDay = { after: Number.POSITIVE_INFINITY, at: Number.NEGATIVE_INFINITY, date: '' };

function businessDayAt(instant: Date): { at: number; date: string } {
  const now = instant.getTime();
  if (now < businessDay.after || now >= businessDay.at) {
    // Recomputed when the clock passes midnight or goes back (a test clock, a sandbox).
    businessDay = {
      after: now,
      at: now + secondsUntilBusinessMidnight(instant) * 1000 - (now % 1000),
      date: businessDate(instant),
    };
  }
  return businessDay;
}

/** The business date (`YYYY-MM-DD` in Mexico City) at `instant`: `today(core.clock)`, remembered. */
export function businessDateAt(instant: Date): string {
  return businessDayAt(instant).date;
}

/**
 * `Cache-Control` of a public offer: any cache (a CDN) may keep it until Mexico City's midnight,
 * when the business date, and with it the valid pay dates, changes.
 */
export function publicOfferCacheControl(instant: Date): string {
  const now = instant.getTime();
  return `public, max-age=${Math.max(1, Math.ceil((businessDayAt(instant).at - now) / 1000))}`;
}
