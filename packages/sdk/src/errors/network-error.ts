import { LenderError, type LenderErrorKind } from './lender-error.js';
/**
 * The request never got an HTTP answer: the connection was refused or reset, DNS failed, CORS
 * blocked it, or the browser is offline ("Network failure: 'Network request failed'").
 * The original error is kept as `cause`.
 *
 * @example
 * ```ts
 * try {
 *   await api.public.banks();
 * } catch (error) {
 *   if (error instanceof NetworkError) showOfflineBanner();
 * }
 * ```
 */
export class NetworkError extends LenderError {
  static override readonly kind: LenderErrorKind = 'NetworkError';
  override name = 'NetworkError';

  constructor(options: { cause?: unknown; message?: string } = {}) {
    super(options.message ?? 'Network request failed', { cause: options.cause });
  }
}
