// The process logger of the API server and the worker: JSON lines with personal data masked,
// written asynchronously by pino, info lines gathered for at most a quarter of a second (a buffer
// flushed on exit), so a request never waits for its log line (issue 17).
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
  /**
   * `info('request', line)`: the same JSON line, with the same masking of its strings, written
   * without pino's generic serialization (ADR 268: pino's path cost ~10 µs of a ~50 µs `/healthz`).
   */
  request(line: RequestLogLine): void;
}

/** A string field as {@link redactFields} leaves it, as a JSON string. */
function jsonField(value: string): string {
  return JSON.stringify(UUID.test(value) ? value : redactLogText(value));
}

/** {@link jsonField} of methods and route patterns, a few dozen values written on every line. */
const SMALL_SET_FIELDS = new Map<string, string>();

/** {@link jsonField}, remembered for up to 1,024 values (methods and route patterns, never ids). */
function jsonFieldOfSmallSet(value: string): string {
  let json = SMALL_SET_FIELDS.get(value);
  if (json === undefined) {
    json = jsonField(value);
    if (SMALL_SET_FIELDS.size < 1024) SMALL_SET_FIELDS.set(value, json);
  }
  return json;
}

/**
 * The request line exactly as pino writes `info('request', line)` through {@link processLogger}
 * (`{"level":"info","time":…,"service":…,"requestId":…,"method":…,"route":…,"status":…,"ms":…,
 * "message":"request"}`), strings masked as {@link redactFields} masks them. `time` is the
 * timestamp function's `,"time":"…"` and `service` the JSON of the `service` field.
 */
export function requestLogLine(line: RequestLogLine, time: string, service: string): string {
  return `{"level":"info"${time},"service":${service},"requestId":${jsonField(line.requestId)},"method":${jsonFieldOfSmallSet(line.method)},"route":${jsonFieldOfSmallSet(line.route)},"status":${line.status},"ms":${line.ms},"message":"request"}\n`;
}

/** pino's options for the process loggers: the line format {@link requestLogLine} reproduces. */
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

/** Where {@link LineBuffer} hands its lines: pino's destination (sonic-boom) or a test's array. */
export interface LineSink {
  write(chunk: string): unknown;
}

/** Options of {@link LineBuffer}. */
export interface LineBufferOptions {
  /**
   * Lines are handed on at once when they reach this many characters (UTF-16 code units: the
   * lines are JSON, nearly all ASCII, and the bound is only about how often the sink writes).
   * @default 4096
   */
  readonly maxChars?: number;
  /**
   * The longest a line waits in memory: a quiet server's lines reach the log within this time.
   * @default 250
   */
  readonly maxDelayMs?: number;
}

/**
 * Log lines gathered in memory and handed to the sink in one string, when they reach
 * {@link LineBufferOptions.maxChars} or {@link LineBufferOptions.maxDelayMs} after the first of
 * them, whichever comes first, and by {@link flush} (on exit). In order, never split or dropped.
 *
 * Before it, sonic-boom's own `minLength` held the lines until 4 KiB had gathered, however long
 * that took: on a quiet server a request's line, and the start-up lines, reached the log only when
 * the process stopped (and never, killed). And sonic-boom measures the UTF-8 length of the string
 * it is gathering at every write, which grew with each line (~2 µs of a `/healthz` under load).
 * Here a write is a push and an addition; the timer does not keep the process alive.
 */
export class LineBuffer {
  readonly #sink: LineSink;
  readonly #maxChars: number;
  readonly #maxDelayMs: number;
  #lines: string[] = [];
  #chars = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(sink: LineSink, options: LineBufferOptions = {}) {
    this.#sink = sink;
    this.#maxChars = options.maxChars ?? 4096;
    this.#maxDelayMs = options.maxDelayMs ?? 250;
  }

  /** Adds `line` (its own `\n` included); returns `true`, as a stream that takes more. */
  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= this.#maxChars) {
      this.flush();
    } else if (this.#timer === undefined) {
      this.#timer = setTimeout(() => this.flush(), this.#maxDelayMs);
      this.#timer.unref();
    }
    return true;
  }

  /** Hands every gathered line to the sink now, in one string. */
  flush(): void {
    if (this.#timer !== undefined) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    if (this.#lines.length === 0) return;
    const chunk = this.#lines.length === 1 ? (this.#lines[0] as string) : this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.#sink.write(chunk);
  }
}

/**
 * A pino logger writing JSON lines (`{"level":"info","time":"…","service":"api","message":"…",…}`)
 * to `fd` through an asynchronous stream; with `gather`, through a {@link LineBuffer} in front of
 * it (returned as `destination`). Whatever is gathered or queued is written when the process exits.
 */
function pinoTo(
  fd: 1 | 2,
  service: string,
  level: 'info' | 'warn' | 'error',
  options: { timestamp?: () => string; gather?: boolean } = {},
) {
  const stream = pino.destination({ dest: fd, sync: false });
  const destination: LineSink = options.gather ? new LineBuffer(stream) : stream;
  const logger = pino(
    pinoOptions(service, level, options.timestamp ?? isoTimeOncePerMillisecond()),
    destination,
  );
  process.once('exit', () => {
    try {
      if (destination instanceof LineBuffer) destination.flush();
      stream.flushSync();
    } catch {
      // nothing queued, or the stream is gone: nothing more can be written
    }
  });
  return { logger, destination };
}

/**
 * The logger of a process (`api` or `worker`): silent with LOG_LEVEL=silent, otherwise redacting
 * (see {@link redactingLogger}) and asynchronous: info and warn lines go to stdout within a quarter
 * of a second ({@link LineBuffer}), errors to stderr at once. Request lines
 * ({@link ProcessLogger.request}) go to stdout with the info lines, in order.
 */
export function processLogger(
  service: 'api' | 'worker',
  level: 'info' | 'warn' | 'error' | 'silent',
): ProcessLogger {
  if (level === 'silent') return { info() {}, warn() {}, error() {}, request() {} };
  const time = isoTimeOncePerMillisecond();
  // Info lines (a request's, mostly) are gathered; an error is handed to the stream at once.
  const { logger: out, destination } = pinoTo(1, service, level, { timestamp: time, gather: true });
  const { logger: err } = pinoTo(2, service, 'error');
  const serviceJson = JSON.stringify(service);
  return {
    ...redactingLogger({
      info: (message, fields) => out.info(fields ?? {}, message),
      warn: (message, fields) => out.warn(fields ?? {}, message),
      error: (message, fields) => err.error(fields ?? {}, message),
    }),
    request:
      level === 'info'
        ? (line) => {
            destination.write(requestLogLine(line, time(), serviceJson));
          }
        : () => {},
  };
}
