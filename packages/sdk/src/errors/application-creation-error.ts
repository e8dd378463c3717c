import type { LenderErrorKind } from './lender-error.js';
import { ServerError } from './server-error.js';

/**
 * HTTP 500 when creating an application ("A 500 when creating an application raises
 * 'ERP failed to create application'"). A {@link ServerError}, so the global error page still
 * catches it.
 */
export class ApplicationCreationError extends ServerError {
  static override readonly kind: LenderErrorKind = 'ApplicationCreationError';
  override name = 'ApplicationCreationError';

  constructor(path: string, endpointId: string) {
    super(500, path, endpointId, { message: 'ERP failed to create application' });
  }
}
