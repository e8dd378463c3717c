// `@lender/sdk/back-office`: a client of the back office's calls (`/web/private/back-office`) only. It
// carries only that audience's schemas (from `@lender/contracts/back-office`), so a browser bundle stays small.
import { backOfficeCatalogue } from '@lender/contracts/back-office';
import { type ClientOptions, createAudienceClient, type LenderClient } from '../client.js';

export * from '../common.js';

/** The `backOffice` group of {@link LenderClient}, alone. */
export type BackOfficeClient = Pick<LenderClient, 'backOffice'>;

/**
 * A client with the `backOffice` group of methods, as `createClient` of `@lender/sdk` makes it
 * (same options, same methods, same results), over the back-office catalogue only.
 *
 * @example
 * ```ts
 * import { createClient } from '@lender/sdk/back-office';
 *
 * const api = createClient({ baseUrl: 'https://api.example.mx' });
 * ```
 */
export function createClient(options: ClientOptions): BackOfficeClient {
  return createAudienceClient(options, backOfficeCatalogue, 'backOffice');
}
