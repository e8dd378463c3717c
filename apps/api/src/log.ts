// The process logger of the API server and the worker: JSON lines with personal data masked,
// written asynchronously by pino, info lines gathered by pino's destination and flushed at least
// every quarter of a second and on exit, so a request never waits for its log line (issue 17).
import type { LogFields, Logger } from '@lender/core';
import pino from 'pino';

/** UUIDs stay readable (they are ids); the other patterns are masked (checked in this order). */
const PERSONAL_DATA = [
  { pattern: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, mask: null },
  { pattern: /[A-Z]{4}\d{6}[A-Z0-9]{8}/gi, mask: '[curp]' },
  { pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, mask: '[email]' },
  { pattern: /\d{7,}/g, mask: '[digits]' },
  { pattern: /\b\d{4}[ -]\d{4,6}[ -]\d{4,5}(?:[ -]\d{1,4})?\b/g, mask: '[card]' },
  { pattern: /\b\d{2,3}[ -]\d{3,4}[ -]\d{4}\b/g, mask: '[phone]' },
] as const;

const MAY_HOLD_PERSONAL_DATA = /[0-9@]/;

const COMBINED = new RegExp(PERSONAL_DATA.map((p) => `(${p.pattern.source})`).join('|'), 'gi');

/**
 * Masks what looks like personal data in a log text: CURP, e-mail addresses, card numbers, runs
 * of 7+ digits (phones, CLABEs, account numbers) and spaced phone numbers. UUIDs (ids) and short
 * numbers (amounts, one-time codes of the development sandbox, whose phone is already masked) stay.
 * A safety net under the rule that services log ids, never personal data: an error message
 * (`String(error)`, a failed query with its parameters) can still carry some.
 */
export function redactLogText(text: string): string {
  // Every pattern needs a digit or an `@`: a text without either (a route, a method, most
  // messages) is returned as it is, without running the expression.
  if (!MAY_HOLD_PERSONAL_DATA.test(text)) return text;
  return text.replace(COMBINED, (match, ...groups: unknown[]) => {
    const index = groups.slice(0, PERSONAL_DATA.length).findIndex((g) => g !== undefined);
    return PERSONAL_DATA[index]?.mask ?? match;
  });
}

/** A UUID (a generated request id, an entity id) holds no personal data. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Only string fields can hold personal data: numbers, booleans and null pass as they are, and so do
 * strings without a digit or `@` and UUIDs. A copy is made only when a value changes.
 */
function redactFields(fields: LogFields | undefined): LogFields | undefined {
  if (fields === undefined) return undefined;
  let copy: LogFields | undefined;
  for (const key in fields) {
    const value = fields[key];
    if (typeof value !== 'string' || UUID.test(value)) continue;
    const masked = redactLogText(value);
    if (masked !== value) {
      copy ??= { ...fields };
      copy[key] = masked;
    }
  }
  return copy ?? fields;
}

/** Wraps `logger` so that messages and string fields pass through {@link redactLogText}. */
export function redactingLogger(logger: Logger): Logger {
  return {
    info: (message, fields) => logger.info(redactLogText(message), redactFields(fields)),
    warn: (message, fields) => logger.warn(redactLogText(message), redactFields(fields)),
    error: (message, fields) => logger.error(redactLogText(message), redactFields(fields)),
  };
}

/**
 * pino's `isoTime`, formatted once per millisecond: under load many lines share a millisecond, and
 * `toISOString` was 2 % of a `/healthz` call's CPU (issue 17). Same output.
 */
export function isoTimeOncePerMillisecond(): () => string {
  let lastMs = -1;
  let lastText = '';
  return () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastText = `,"time":"${new Date(now).toISOString()}"`;
    }
    return lastText;
  };
}

/** The fields of a request's log line (the edge middleware of `app.ts`). */
export interface RequestLogLine {
  readonly requestId: string;
  readonly method: string;
  /** The route pattern, never the concrete path (paths can carry a phone or a CURP). */
  readonly route: string;
  readonly status: number;
  readonly ms: number;
}

/** A process logger that also writes the request lines of the API's edge middleware. */
export interface ProcessLogger extends Logger {
  /** `info('request', line)`, with the same masking of its strings. */
  request(line: RequestLogLine): void;
}

/** pino's options for the process loggers: `level` as a word, `message` as the message's key. */
export function pinoOptions(
  service: string,
  level: 'info' | 'warn' | 'error',
  timestamp: () => string,
): pino.LoggerOptions<never> {
  return {
    level,
    base: { service },
    messageKey: 'message',
    timestamp,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/**
 * Bytes pino's destination (sonic-boom's `minLength`) gathers before it writes info lines: 12 KiB,
 * under sonic-boom's 16 KiB largest write. An asynchronous write costs the process about as much
 * CPU for 12 KiB as for 4 KiB (~17–20 µs on the bench's machine, issue 49: ~1 µs a request line at
 * 4 KiB, a third of it at 12 KiB).
 */
export const LOG_BUFFER_BYTES = 12 * 1024;

/** The longest an info line waits in that buffer: a quiet server's lines reach the log so soon. */
export const LOG_FLUSH_MS = 250;

/**
 * A pino logger writing JSON lines (`{"level":"info","time":"…","service":"api","message":"…",…}`)
 * to `fd` through pino's asynchronous destination; `buffered`, it gathers up to
 * {@link LOG_BUFFER_BYTES} and the destination's `flush()` writes what it holds every {@link LOG_FLUSH_MS}
 * (the timer does not keep the process alive). Whatever is queued is written when the process exits.
 *
 * Each line reaches the destination as its UTF-8 bytes, the destination in its `buffer` content
 * mode (ADR 175): gathering text, sonic-boom measures the UTF-8 length of all it holds at every
 * write and encodes the written text again when the write returns; gathering bytes, it adds up the
 * lengths. The buffering is still the destination's own.
 */
function pinoTo(
  fd: 1 | 2,
  service: string,
  level: 'info' | 'warn' | 'error',
  options: { timestamp?: () => string; buffered?: boolean } = {},
): pino.Logger<never> {
  const stream = pino.destination({
    dest: fd,
    sync: false,
    minLength: options.buffered ? LOG_BUFFER_BYTES : 0,
    contentMode: 'buffer',
  });
  // sonic-boom's types name only the text mode's `write(string)`; in `buffer` mode it takes bytes.
  const writeBytes = stream.write.bind(stream) as unknown as (bytes: Uint8Array) => boolean;
  const lines = { write: (line: string) => writeBytes(Buffer.from(line)) };
  const logger = pino(pinoOptions(service, level, options.timestamp ?? isoTimeOncePerMillisecond()), lines);
  if (options.buffered) {
    // The destination's own `flush()`, without a callback: it writes what is gathered unless a
    // write is under way, and adds no listener (pino's `logger.flush()` waits for a drain and
    // an fsync, which a timer must not pile up on a slow disk).
    setInterval(() => {
      try {
        stream.flush();
      } catch {
        // the stream is closed (the process is ending): nothing more can be written
      }
    }, LOG_FLUSH_MS).unref();
  }
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // nothing queued, or the stream is gone: nothing more can be written
    }
  });
  return logger;
}

/**
 * The logger of a process (`api` or `worker`): silent with LOG_LEVEL=silent, otherwise redacting
 * (see {@link redactingLogger}) and asynchronous: info and warn lines go to stdout within a quarter
 * of a second (pino's buffered destination), errors to stderr at once. Request lines
 * ({@link ProcessLogger.request}) are info lines.
 */
export function processLogger(
  service: 'api' | 'worker',
  level: 'info' | 'warn' | 'error' | 'silent',
): ProcessLogger {
  if (level === 'silent') return { info() {}, warn() {}, error() {}, request() {} };
  // Info lines (a request's, mostly) are gathered; an error is handed to the stream at once.
  const out = pinoTo(1, service, level, { buffered: true });
  const err = pinoTo(2, service, 'error');
  const logger = redactingLogger({
    info: (message, fields) => out.info(fields ?? {}, message),
    warn: (message, fields) => out.warn(fields ?? {}, message),
    error: (message, fields) => err.error(fields ?? {}, message),
  });
  return { ...logger, request: requestLineLogger((fields) => out.info(fields, 'request')) };
}

/**
 * Masked route patterns and methods, by their text: a process serves a few hundred routes, so each
 * is masked once (the masking of every string of a line stays, ADR 284).
 */
const MASKED_CONSTANTS_MAX = 2048;

/**
 * The request lines' writer: the same line as `info('request', line)` through
 * {@link redactingLogger}, without its per-line copy of the fields and generic walk. The request id
 * is masked unless it is a UUID (a caller may send one holding a phone); the route and the method,
 * a route pattern and a word, are masked once per distinct text. A line with nothing to mask is
 * handed to pino as it is, its fields in the line's order (issue 49).
 */
export function requestLineLogger(write: (line: RequestLogLine) => void): (line: RequestLogLine) => void {
  const masked = new Map<string, string>();
  const constant = (text: string): string => {
    let value = masked.get(text);
    if (value === undefined) {
      value = redactLogText(text);
      if (masked.size < MASKED_CONSTANTS_MAX) masked.set(text, value);
    }
    return value;
  };
  return (line) => {
    const { requestId, method, route } = line;
    const maskedId = UUID.test(requestId) ? requestId : redactLogText(requestId);
    const maskedMethod = constant(method);
    const maskedRoute = constant(route);
    // Nothing to mask (a generated request id, a route pattern): the line itself is written.
    if (maskedId === requestId && maskedMethod === method && maskedRoute === route) write(line);
    else
      write({
        requestId: maskedId,
        method: maskedMethod,
        route: maskedRoute,
        status: line.status,
        ms: line.ms,
      });
  };
}
