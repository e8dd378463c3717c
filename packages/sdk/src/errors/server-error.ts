import { LenderError, type LenderErrorKind } from './lender-error.js';
/**
 * The API answered with HTTP 500 or above (the global error page,
 * `ERP response {status} {path}`). `path` is the endpoint's path template
 * (`/web/public/client/check/:key/:value`), never the concrete URL: a URL can carry a phone or a
 * CURP, and this message goes to the error reporter.
 */
export class ServerError extends LenderError {
  static override readonly kind: LenderErrorKind = 'ServerError';
  override name = 'ServerError';
  /** The HTTP status, 500 or above. */
  readonly status: number;
  /** The endpoint's path template. */
  readonly path: string;
  /** The endpoint's id in the `@lender/contracts` catalogue. */
  readonly endpointId: string;

  constructor(status: number, path: string, endpointId: string, options: { message?: string } = {}) {
    super(options.message ?? `ERP response ${status} ${path}`);
    this.status = status;
    this.path = path;
    this.endpointId = endpointId;
  }
}
