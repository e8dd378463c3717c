// The process logger of the API server and the worker: JSON lines with personal data masked.
import { jsonLogger, type LogFields, type Logger } from '@lender/core';

/** UUIDs stay readable (they are ids); the other patterns are masked (checked in this order). */
const PERSONAL_DATA = [
  { pattern: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, mask: null },
  { pattern: /[A-Z]{4}\d{6}[A-Z0-9]{8}/gi, mask: '[curp]' },
  { pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, mask: '[email]' },
  { pattern: /\d{7,}/g, mask: '[digits]' },
  { pattern: /\b\d{4}[ -]\d{4,6}[ -]\d{4,5}(?:[ -]\d{1,4})?\b/g, mask: '[card]' },
  { pattern: /\b\d{2,3}[ -]\d{3,4}[ -]\d{4}\b/g, mask: '[phone]' },
] as const;

const COMBINED = new RegExp(PERSONAL_DATA.map((p) => `(${p.pattern.source})`).join('|'), 'gi');

/**
 * Masks what looks like personal data in a log text: CURP, e-mail addresses, card numbers, runs
 * of 7+ digits (phones, CLABEs, account numbers) and spaced phone numbers. UUIDs (ids) and short
 * numbers (amounts, one-time codes of the development sandbox, whose phone is already masked) stay.
 * A safety net under the rule that services log ids, never personal data: an error message
 * (`String(error)`, a failed query with its parameters) can still carry some.
 */
export function redactLogText(text: string): string {
  return text.replace(COMBINED, (match, ...groups: unknown[]) => {
    const index = groups.slice(0, PERSONAL_DATA.length).findIndex((g) => g !== undefined);
    return PERSONAL_DATA[index]?.mask ?? match;
  });
}

function redactFields(fields: LogFields | undefined): LogFields | undefined {
  if (fields === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactLogText(value) : value,
    ]),
  );
}

/** Wraps `logger` so that messages and string fields pass through {@link redactLogText}. */
export function redactingLogger(logger: Logger): Logger {
  return {
    info: (message, fields) => logger.info(redactLogText(message), redactFields(fields)),
    warn: (message, fields) => logger.warn(redactLogText(message), redactFields(fields)),
    error: (message, fields) => logger.error(redactLogText(message), redactFields(fields)),
  };
}

/** The logger of a process (`api` or `worker`): silent with LOG_LEVEL=silent, redacting otherwise. */
export function processLogger(
  service: 'api' | 'worker',
  level: 'info' | 'warn' | 'error' | 'silent',
): Logger {
  if (level === 'silent') return { info() {}, warn() {}, error() {} };
  const inner = jsonLogger({ service });
  const rank = { info: 0, warn: 1, error: 2 } as const;
  const min = rank[level];
  return redactingLogger({
    info: (m, f) => (min <= 0 ? inner.info(m, f) : undefined),
    warn: (m, f) => (min <= 1 ? inner.warn(m, f) : undefined),
    error: (m, f) => inner.error(m, f),
  });
}
