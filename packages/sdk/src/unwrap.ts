import { ApiError } from './errors/api-error.js';
import type { ApiResult } from './result.js';

/**
 * The data of a successful result; throws {@link ApiError} for a failed one.
 *
 * @example
 * ```ts
 * const profile = unwrap(await api.client.get());
 * ```
 */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.success) return result.data;
  throw new ApiError(result);
}
