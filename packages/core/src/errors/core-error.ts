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
   * error answers `validation_failed`'s 400 with them in `errors`.
   */
  violations?: ReadonlyArray<CoreViolation>;
}

/** One field violation of a {@link CoreError} with `violations`. */
export interface CoreViolation {
  readonly field: ReadonlyArray<string>;
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * A rule of the domain said no. `code` is a code of the error catalogue (spec §8, in
 * `@lender/contracts`), which decides the HTTP status; the API turns it into the envelope.
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
}
