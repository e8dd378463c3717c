import type { ApiFailure } from '../result.js';
import { LenderError, type LenderErrorKind } from './lender-error.js';

/**
 * A 4xx answer turned into an exception by {@link unwrap}, for code that prefers `try`/`catch`
 * (a Remix loader). The message comes from the error details, else the response message; the
 * whole failure, with its field errors, is in `failure`.
 */
export class ApiError extends LenderError {
  static override readonly kind: LenderErrorKind = 'ApiError';
  override name = 'ApiError';
  /** The HTTP status, 400–499. */
  readonly status: number;
  /** The error-catalogue code, when the server sent one. */
  readonly code: string | undefined;
  /** The failed result, with `errors` and `violations`. */
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.status = failure.status;
    this.code = failure.code;
    this.failure = failure;
  }
}
