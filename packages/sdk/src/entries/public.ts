// `@lender/sdk/public`: a client of the guests' calls (`/web/public`): registration, login, address, catalogues, calculator only. It
// carries only that audience's schemas (from `@lender/contracts/public`), so a browser bundle stays small.
import { publicCatalogue } from '@lender/contracts/public';
import { type ClientOptions, createGroups, type LenderClient } from '../client.js';

export {
  type ClientOptions,
  DEFAULT_RETRY_LIMIT,
  REQUEST_TIMEOUT_MS,
  type UnauthorizedEvent,
} from '../client.js';
export * from '../common.js';

/** The `public` group of {@link LenderClient}, alone. */
export type PublicClient = Pick<LenderClient, 'public'>;

/**
 * A client with the `public` group of methods, as `createClient` of `@lender/sdk` makes it
 * (same options, same methods, same results), over the public catalogue only.
 *
 * @example
 * ```ts
 * import { createClient } from '@lender/sdk/public';
 *
 * const api = createClient({ baseUrl: 'https://api.example.mx' });
 * ```
 */
export function createClient(options: ClientOptions): PublicClient {
  return createGroups(options, Object.values(publicCatalogue), ['public']) as PublicClient;
}
