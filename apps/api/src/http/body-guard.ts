import { CoreError, type CoreViolation } from '@lender/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * Deepest nesting of arrays and objects a JSON body may have. No request of the API nests deeper
 * than 4; 32 leaves room and keeps every recursive walk over a body (validation, the
 * `Idempotency-Key` hash, logging) far from the stack's limit (issue 10 point 6, ADR 023).
 */
export const MAX_JSON_DEPTH = 32;

/** The media types a request body may have on a path. */
export type BodyKind = 'json' | 'multipart' | 'form' | 'beacon';

const MEDIA_TYPES: Readonly<Record<BodyKind, readonly string[]>> = {
  json: ['application/json'],
  multipart: ['multipart/form-data'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  // `navigator.sendBeacon` with a string body sends `text/plain`: the collector's last chunk (ADR 032).
  beacon: ['application/json', 'text/plain'],
};

/** `application/json; charset=utf-8` → `application/json` (lower case). */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isAccepted(kind: BodyKind, mediaType: string): boolean {
  if ((kind === 'json' || kind === 'beacon') && /^application\/[a-z0-9.+-]+\+json$/.test(mediaType))
    return true;
  return MEDIA_TYPES[kind].includes(mediaType);
}

/** What a pass over a JSON text found, before it is parsed. */
export interface JsonScan {
  /** Deepest nesting of `[` / `{` outside strings. */
  depth: number;
  /** A string (value or key) holds `\u0000`. */
  hasNul: boolean;
  /**
   * A string escapes a UTF-16 surrogate (`\ud800`–`\udfff`): maybe a lone one, which is not Unicode
   * and which PostgreSQL cannot store (issue 35 finding 10). Parse to tell (`unstorablePaths`).
   */
  hasSurrogate: boolean;
}

/**
 * One linear pass over a JSON text, without parsing it: the nesting depth and whether a string
 * escapes a NUL character. It stops as soon as the depth passes `maxDepth`, so a body nested
 * 5,000 levels costs no more than its first bytes. (A raw NUL byte is not valid JSON: the parser
 * refuses it.)
 */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): JsonScan {
  let depth = 0;
  let deepest = 0;
  let hasNul = false;
  let hasSurrogate = false;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) {
        if (text.charCodeAt(i + 1) === 0x75 /* u */) {
          const hex = text.slice(i + 2, i + 6);
          if (hex === '0000') hasNul = true;
          else if (/^d[89a-f]/i.test(hex)) hasSurrogate = true;
        }
        i += 1;
      } else if (ch === 0x22 /* " */) inString = false;
      else if (ch === 0) hasNul = true;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (depth > maxDepth) return { depth, hasNul, hasSurrogate };
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth -= 1;
    else if (ch === 0) hasNul = true;
  }
  return { depth: deepest, hasNul, hasSurrogate };
}

/** Whether `text` has a UTF-16 surrogate without its pair (not Unicode; PostgreSQL refuses it). */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (ch >= 0xd800 && ch <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return true;
    } else if (ch >= 0xdc00 && ch <= 0xdfff) return true;
  }
  return false;
}

/** A string PostgreSQL cannot store as text: a NUL, or a lone surrogate. */
function unstorable(text: string): boolean {
  return text.includes('\0') || hasLoneSurrogate(text);
}

/**
 * The property paths (spec style, `children[0].name`) of the strings in `value` that PostgreSQL
 * cannot store: a NUL character, or a lone UTF-16 surrogate.
 */
export function unstorablePaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return unstorable(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorablePaths(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const here = path === '' ? key : `${path}[${key}]`;
      return unstorable(key) ? [here.replaceAll('\0', '')] : unstorablePaths(item, here);
    });
  }
  return [];
}

const NUL_MESSAGE = 'This value contains a NUL character or an unpaired surrogate (not text).';

function nulViolations(paths: string[]): CoreViolation[] {
  return paths.map((propertyPath) => ({ field: propertyPath, code: 'invalid_value', message: NUL_MESSAGE }));
}

/** Has the request a body to read (a length above zero, or a stream of unknown length)? */
function hasBody(request: Request): boolean {
  if (request.body === null) return false;
  const length = request.headers.get('content-length');
  return length === null || length !== '0';
}
/** A `%00` (or a raw NUL) in the path or the query: a parameter would carry it to the database. */
const NUL_IN_URL = /%00|\0/i;

/**
 * Checks every request before any route, middleware or parser reads it (issue 10 point 6):
 * - a NUL character in the path or the query is 400 `validation_failed` (it would reach PostgreSQL,
 *   which refuses it in text);
 * - a body must have the media type of its path: JSON everywhere, `multipart/form-data` on the
 *   upload paths, a form on the sandbox pages; anything else is 415 `unsupported_media_type`;
 * - a JSON body is scanned before it is parsed: nested deeper than {@link MAX_JSON_DEPTH} is 400
 *   `validation_failed` (`too_big`), and a string holding `\u0000` or a lone surrogate (`\ud800`,
 *   issue 35) is 400 `validation_failed` with the field's path (`invalid_value`): PostgreSQL stores
 *   neither in text.
 * The size limit (413 `payload_too_large`) runs before this guard, so reading the text is bounded.
 * Requests without a body (GET) are never read.
 */
export function bodyGuard(kindOf: (path: string) => BodyKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (NUL_IN_URL.test(c.req.url)) {
      throw new CoreError('validation_failed', { violations: nulViolations(['']) });
    }
    const request = c.req.raw;
    // A CORS preflight (OPTIONS) carries no body, though Node's server gives every request a stream.
    if (
      request.method === 'GET' ||
      request.method === 'HEAD' ||
      request.method === 'OPTIONS' ||
      !hasBody(request)
    ) {
      await next();
      return;
    }
    const kind = kindOf(c.req.path);
    if (!isAccepted(kind, mediaTypeOf(c.req.header('content-type')))) {
      throw new CoreError('unsupported_media_type', {
        message: `The body must be ${MEDIA_TYPES[kind][0]}.`,
      });
    }
    if (kind === 'json' || kind === 'beacon') {
      // Cached by Hono: the validator and handlers read the same text, the stream is read once.
      const text = await c.req.text();
      const scan = scanJson(text);
      if (scan.depth > MAX_JSON_DEPTH) {
        throw new CoreError('validation_failed', {
          message: `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
          violations: [
            {
              field: '',
              code: 'too_big',
              message: `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
            },
          ],
        });
      }
      if (scan.hasNul || scan.hasSurrogate) {
        let paths: string[] | undefined;
        try {
          paths = unstorablePaths(JSON.parse(text));
        } catch {
          // Not valid JSON: a NUL is still refused, at the body's root; the parser refuses the rest.
        }
        if (paths === undefined ? scan.hasNul : paths.length > 0) {
          throw new CoreError('validation_failed', {
            violations: nulViolations(paths && paths.length > 0 ? paths : ['']),
          });
        }
      }
    }
    await next();
  };
}
