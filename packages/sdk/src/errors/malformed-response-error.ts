import { LenderError, type LenderErrorKind } from './lender-error.js';
/**
 * The API answered, but not with what its contract promises: a body that is not JSON, or JSON
 * that the endpoint's `@lender/contracts` schema rejects. A proxy's HTML error page or a server
 * deployed ahead of its clients ends up here.
 */
export class MalformedResponseError extends LenderError {
  static override readonly kind: LenderErrorKind = 'MalformedResponseError';
  override name = 'MalformedResponseError';
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The endpoint's path template. */
  readonly path: string;
  /** What was wrong, for developers: the JSON parse error or the schema's issues. */
  readonly issues: readonly string[];

  constructor(status: number, path: string, issues: readonly string[], options: { cause?: unknown } = {}) {
    super(`Malformed response ${status} ${path}: ${issues.join('; ')}`, { cause: options.cause });
    this.status = status;
    this.path = path;
    this.issues = issues;
  }
}
