import { hash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { BUSINESS_TIME_ZONE, businessDate, type Core, GenerationalCache } from '@lender/core';
import type { Context } from 'hono';

/**
 * How many distinct public offers are kept per instance (a `GenerationalCache`: a hot answer
 * survives any amount of one-off keys; keys carry everything an answer depends on, inputs,
 * business date and configuration version, so an entry is never stale, only dropped for room).
 * Only a few thousand exist per business day (tabs × amounts × cycles × pay dates × the promo
 * codes that apply); an offer asked with a promo code that gives nothing is not kept at all
 * (ADR 103), and the bound keeps other noise (a query spelled unusually) from growing memory.
 */
export const OFFER_CACHE_ENTRIES = 5000;

/** The content codings a cached answer is also kept in (RFC 9110 §8.4.1), best first. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The smallest answer that is also kept compressed: about one TCP segment. A smaller one (an offer,
 * ~1.2 KB) leaves in one segment anyway, and compressing each would cost more than it saves.
 */
export const COMPRESS_MIN_BYTES = 1400;

/** Brotli's quality for the compressed copies: ~2 ms for the calculator's 11 KB, once a day. */
const BROTLI_QUALITY = 9;

/** A cached answer in one content coding: its bytes and their own entity tag. */
export interface EncodedAnswer {
  readonly coding: ContentCoding;
  readonly bytes: Uint8Array;
  readonly etag: string;
}

/**
 * An answer serialized once (issue 17): its JSON text ({@link body}: what is written), its length
 * in UTF-8 bytes and a strong entity tag of them, so a caller (a browser, a CDN revalidating) that has it gets a 304. An answer of at least
 * {@link COMPRESS_MIN_BYTES} is also kept compressed (Brotli, gzip), each coding made the first
 * time a caller accepts it, with an entity tag of its own (RFC 9110 §8.8.3: a strong validator
 * differs between representations): the calculator's 11 KB configuration is ~1 KB in Brotli, on a
 * phone's network.
 */
export class CachedAnswer {
  readonly text: string;
  /** `Content-Length` of {@link text}. */
  readonly length: number;
  readonly etag: string;
  /** Whether the answer is also kept compressed (its representations vary by `Accept-Encoding`). */
  readonly compressible: boolean;
  /**
   * What is written: a small answer as its text (Node sends it with the head in one string, cheaper
   * than a buffer beside the head); a large one as its UTF-8 bytes, encoded once (copying and
   * encoding 11 KB of text at every call cost more than the write it saves, by callgrind).
   */
  readonly body: string | Uint8Array;
  #encoded: { br?: EncodedAnswer; gzip?: EncodedAnswer } = {};

  constructor(json: string) {
    this.text = json;
    this.length = Buffer.byteLength(json);
    // The one-shot `hash` (Node ≥ 20.12) gives the digest of `createHash` at less than half its
    // cost; a string is hashed as its UTF-8 bytes.
    this.etag = `"${hash('sha1', json, 'base64url')}"`;
    this.compressible = this.length >= COMPRESS_MIN_BYTES;
    this.body = this.compressible ? Buffer.from(json, 'utf8') : json;
  }

  /** The answer in `coding`, compressed now if this is the first caller to accept it. */
  encoded(coding: ContentCoding): EncodedAnswer {
    let encoded = this.#encoded[coding];
    if (encoded === undefined) {
      const bytes =
        coding === 'br'
          ? brotliCompressSync(this.text, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.length,
              },
            })
          : gzipSync(this.text, { level: 9 });
      // The identity tag's hash with the coding: distinct per representation, and stable across
      // instances and zlib versions (a hash of the compressed bytes would not be).
      encoded = { coding, bytes, etag: `${this.etag.slice(0, -1)}.${coding === 'br' ? 'br' : 'gz'}"` };
      this.#encoded[coding] = encoded;
    }
    return encoded;
  }
}

/** {@link CachedAnswer} of a JSON text. */
export function cachedAnswer(json: string): CachedAnswer {
  return new CachedAnswer(json);
}

/** The q-value of an `Accept-Encoding` element (`;q=0.5`), 1 without one, NaN when malformed. */
function qValueOf(params: string): number {
  if (params.trim() === '') return 1;
  const match = /^\s*;\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(params);
  return match ? Math.min(1, Number(match[1])) : Number.NaN;
}

let lastAcceptEncoding: { header: string; coding: ContentCoding | undefined } = {
  header: '',
  coding: undefined,
};

/**
 * The coding to send of those a cached answer is kept in, by an `Accept-Encoding` header
 * (RFC 9110 §12.5.3): the one with the higher q-value, Brotli on a tie; `*` stands for a coding the
 * header does not name; `q=0` refuses. `undefined` (the answer as it is) without the header, or
 * when neither is accepted. The last header's choice is remembered: callers send the same few.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  if (acceptEncoding === lastAcceptEncoding.header) return lastAcceptEncoding.coding;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const element of acceptEncoding.split(',')) {
    const semicolon = element.indexOf(';');
    const name = (semicolon === -1 ? element : element.slice(0, semicolon)).trim().toLowerCase();
    const q = qValueOf(semicolon === -1 ? '' : element.slice(semicolon));
    if (Number.isNaN(q)) continue;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
    else if (name === '*') any = q;
  }
  const qBr = br ?? any ?? 0;
  const qGzip = gzip ?? any ?? 0;
  const coding = qBr > 0 && qBr >= qGzip ? 'br' : qGzip > 0 ? 'gzip' : undefined;
  lastAcceptEncoding = { header: acceptEncoding, coding };
  return coding;
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

/** The request headers a cached answer's response depends on. */
export interface AnswerRequest {
  readonly ifNoneMatch: string | undefined;
  /** `Accept-Encoding`, read only for an answer kept compressed (an offer never needs it). */
  acceptEncoding(): string | undefined;
}

/**
 * Sends a cached answer as JSON with its `ETag` and `Cache-Control`, compressed when the answer is
 * kept so and the caller accepts it, or an empty 304 when the caller already holds the
 * representation it would get (RFC 9110 §13.1.2).
 *
 * The `Response` is built here with plain lower-case headers, never through `c.header()` (ADR 077):
 * a header set on Hono's context makes it build a WHATWG `Headers` object, which
 * `@hono/node-server` then copies back into Node's header object, as the security headers did
 * before ADR 076. Served by Node, the plain object goes to `writeHead` as it is. The security
 * headers are not Hono's to write (they are on Node's response, or added in process by
 * `securityHeaders` to a response a handler built), so nothing set before the handler is lost.
 */
export function sendAnswer(c: Context, answer: CachedAnswer, cacheControl: string): Response {
  return answerResponse(
    { ifNoneMatch: c.req.header('if-none-match'), acceptEncoding: () => c.req.header('accept-encoding') },
    answer,
    cacheControl,
  );
}

/** {@link sendAnswer} from the request's headers. */
export function answerResponse(request: AnswerRequest, answer: CachedAnswer, cacheControl: string): Response {
  if (answer.compressible) {
    // Every representation says it varies, so a shared cache keys it by `Accept-Encoding`.
    const coding = preferredCoding(request.acceptEncoding());
    if (coding !== undefined) {
      const encoded = answer.encoded(coding);
      if (etagMatches(request.ifNoneMatch, encoded.etag)) {
        return notModified(cacheControl, encoded.etag, true);
      }
      return answerOf(encoded.bytes, {
        'content-type': 'application/json',
        'content-encoding': coding,
        'content-length': String(encoded.bytes.byteLength),
        'cache-control': cacheControl,
        etag: encoded.etag,
        vary: 'accept-encoding',
      });
    }
  }
  if (etagMatches(request.ifNoneMatch, answer.etag))
    return notModified(cacheControl, answer.etag, answer.compressible);
  return answerOf(
    answer.body,
    answer.compressible
      ? {
          'content-type': 'application/json',
          'content-length': String(answer.length),
          'cache-control': cacheControl,
          etag: answer.etag,
          vary: 'accept-encoding',
        }
      : {
          'content-type': 'application/json',
          'content-length': String(answer.length),
          'cache-control': cacheControl,
          etag: answer.etag,
        },
  );
}

function answerOf(body: string | Uint8Array, headers: Record<string, string>): Response {
  return new Response(body as string | Uint8Array<ArrayBuffer>, { status: 200, headers });
}

function notModified(cacheControl: string, etag: string, varies: boolean): Response {
  return new Response(null, {
    status: 304,
    headers: varies
      ? { 'cache-control': cacheControl, etag, vary: 'accept-encoding' }
      : { 'cache-control': cacheControl, etag },
  });
}

/** The path and query of a request's URL exactly as sent (`http://host/a/b?c` → `/a/b?c`). */
export function pathAndQueryOf(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

interface PublicCaches {
  /** Offers by configuration version, business date and the request's path and query as sent. */
  readonly offers: GenerationalCache<CachedAnswer>;
  readonly calculator: GenerationalCache<CachedAnswer>;
}

const byCore = new WeakMap<Core, PublicCaches>();

/** The answer caches of the app over `core` (one set per core: tests build many apps). */
export function publicCaches(core: Core): PublicCaches {
  let caches = byCore.get(core);
  if (!caches) {
    caches = {
      offers: new GenerationalCache<CachedAnswer>(OFFER_CACHE_ENTRIES),
      calculator: new GenerationalCache<CachedAnswer>(8),
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
