import { type ErrorCode, errorStatus } from '@lender/contracts';

/** Options of a {@link CoreError}. */
export interface CoreErrorOptions {
  /** The request field the error is about (`['mobilePhone', 'number']`); makes it a field violation. */
  field?: ReadonlyArray<string>;
  /** Values of the catalogue message's `{placeholders}`. */
  params?: Record<string, string | number>;
  /** Replaces the catalogue message (e.g. the exact CLABE text of spec §8). */
  message?: string;
  /** For limits: seconds until the caller may try again (sent as `Retry-After`). */
  retryAfterSeconds?: number;
  /**
   * Several field violations at once (spec §5 style: each with its own field, code and text); the
   * error answers with them in `errors`.
   */
  violations?: ReadonlyArray<CoreViolation>;
}

/**
 * One field violation of a {@link CoreError}: the request field as segments (`['loanAmount',
 * 'amount']`, written `children[loanAmount].children[amount].data` by the API), or a property path
 * already written (a header's name, a schema check's path).
 */
export interface CoreViolation {
  readonly field: ReadonlyArray<PropertyKey> | string;
  /** A code of the error catalogue, or a schema check's own code (`too_short`). */
  readonly code: string;
  readonly message: string;
  readonly params?: Record<string, string | number>;
}

/**
 * A rule said no: the one error type of the domain and of the API (issue 19, ADR 238). `code` is a
 * code of the error catalogue (spec §8, in `@lender/contracts`), which decides the HTTP status; the
 * API's error handler turns it into the envelope, the only place that does.
 */
export class CoreError extends Error {
  readonly code: ErrorCode;
  readonly options: CoreErrorOptions;
  /** The HTTP status of `code` in the catalogue. */
  readonly status: number;

  constructor(code: ErrorCode, options: CoreErrorOptions = {}) {
    super(options.message ?? code);
    this.name = 'CoreError';
    this.code = code;
    this.status = errorStatus(code);
    this.options = options;
  }

  /** The field violations (`options.violations`; none when the error is not about fields). */
  get violations(): ReadonlyArray<CoreViolation> {
    return this.options.violations ?? [];
  }
}
