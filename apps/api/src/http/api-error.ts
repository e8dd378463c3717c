import { type ErrorCode, errorStatus, type Violation } from '@lender/contracts';

/** Options of an {@link ApiError}. */
export interface ApiErrorOptions {
  /** Replaces the catalogue's message (for example the exact CLABE text). */
  message?: string;
  /** Fills `{name}` placeholders of the catalogue message. */
  params?: Record<string, string | number>;
  /** Field violations (400). */
  errors?: Violation[];
  /** Extra response headers, such as `Retry-After`. */
  headers?: Record<string, string>;
}

/**
 * An error a handler throws to answer with the envelope of an error-catalogue code (spec §8);
 * the status comes from the catalogue. The app's error handler turns it into the response.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly options: ApiErrorOptions;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(options.message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = errorStatus(code);
    this.options = options;
  }
}
