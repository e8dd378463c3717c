// `@lender/sdk/client`: a client of the borrower's calls (`/web/private/client`) only. It
// carries only that audience's schemas (from `@lender/contracts/client`), so a browser bundle stays small.
import { clientCatalogue } from '@lender/contracts/client';
import { type ClientOptions, createAudienceClient, type LenderClient } from '../client.js';

export * from '../common.js';

/** The `client` group of {@link LenderClient}, alone. */
export type BorrowerClient = Pick<LenderClient, 'client'>;

/**
 * A client with the `client` group of methods, as `createClient` of `@lender/sdk` makes it
 * (same options, same methods, same results), over the client catalogue only.
 *
 * @example
 * ```ts
 * import { createClient } from '@lender/sdk/client';
 *
 * const api = createClient({ baseUrl: 'https://api.example.mx' });
 * ```
 */
export function createClient(options: ClientOptions): BorrowerClient {
  return createAudienceClient(options, clientCatalogue, 'client');
}
