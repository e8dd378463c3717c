import type { LenderErrorKind } from './lender-error.js';
import { NetworkError } from './network-error.js';

/**
 * The server did not answer within the client's `timeout` (request timeout 180 s).
 * A subclass of {@link NetworkError}, so code that handles "no answer" handles both.
 */
export class TimeoutError extends NetworkError {
  static override readonly kind: LenderErrorKind = 'TimeoutError';
  override name = 'TimeoutError';
  /** The time limit that passed, in milliseconds. */
  readonly timeout: number;

  constructor(timeout: number, options: { cause?: unknown } = {}) {
    super({ ...options, message: `Request timed out after ${timeout} ms` });
    this.timeout = timeout;
  }
}
