/**
 * A structured logger. Services log events and ids, never personal data: CURP, CLABE, phone
 * numbers and one-time codes must not reach a log line (issue 4, "Personal data"). The one
 * exception is the development SMS sandbox, which prints the code so a newcomer can register.
 */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Values attached to a log line: ids, counts, codes of errors, never personal data. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** A logger that keeps lines in memory (tests assert that no personal data is logged). */
export function memoryLogger(): Logger & {
  lines: Array<{ level: string; message: string; fields?: LogFields }>;
} {
  const lines: Array<{ level: string; message: string; fields?: LogFields }> = [];
  const push = (level: string) => (message: string, fields?: LogFields) => {
    lines.push(fields === undefined ? { level, message } : { level, message, fields });
  };
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}

/** A logger that drops everything. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
