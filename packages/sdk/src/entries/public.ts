// `@lender/sdk/public`: a client of the guests' calls (`/web/public`): registration, login, address, catalogues, calculator only. It
// carries only that audience's schemas (from `@lender/contracts/public`), so a browser bundle stays small.

import { publicCatalogue } from '@lender/contracts/public';
import { publicCalculatorEndpoints } from '@lender/contracts/public/calculator';
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

/** The public calculator's two methods of {@link LenderClient}: its config and its offers. */
export type CalculatorClient = {
  readonly public: Pick<LenderClient['public'], 'calculatorConfig' | 'arithmeticOffer'>;
};

/**
 * A client with only the public calculator's calls (`public.calculatorConfig`,
 * `public.arithmeticOffer`; same options and results as {@link createClient}), over
 * `@lender/contracts/public/calculator`: a calculator page bundles these two endpoints' schemas,
 * not the whole public catalogue. Enough for {@link createOfferQuoter} with `audience: 'public'`.
 *
 * @example
 * ```ts
 * import { createCalculatorClient, createOfferQuoter } from '@lender/sdk/public';
 *
 * const api = createCalculatorClient({ baseUrl: 'https://api.example.mx' });
 * const quoter = createOfferQuoter(api);
 * ```
 */
export function createCalculatorClient(options: ClientOptions): CalculatorClient {
  return createGroups(options, Object.values(publicCalculatorEndpoints), ['public']) as CalculatorClient;
}
