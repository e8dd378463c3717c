// `@lender/sdk/public`: a client of the guests' calls (`/web/public`): registration, login, address, catalogues, calculator only. It
// carries only that audience's schemas, in `zod/mini` (`@lender/contracts/public`, generated from the classic ones), so a browser
// bundle carries no classic zod; `createCalculatorClient` reads its two calls' answers with `@lender/contracts/mini`.

import { publicCalculatorCalls } from '@lender/contracts/mini';
import { publicCatalogue } from '@lender/contracts/public';
import { type ClientOptions, createAudienceClient, createGroups, type LenderClient } from '../client.js';

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
  return createAudienceClient(options, publicCatalogue, 'public');
}

/** The public calculator's two methods of {@link LenderClient}: its config and its offers. */
export type CalculatorClient = {
  readonly public: Pick<LenderClient['public'], 'calculatorConfig' | 'arithmeticOffer'>;
};

/**
 * A client with only the public calculator's calls (`public.calculatorConfig`,
 * `public.arithmeticOffer`; same options and results as {@link createClient}), over the `zod/mini`
 * forms of those two calls (`@lender/contracts/mini`, generated from the classic schemas): a
 * calculator page bundles `zod/mini` and these two answers' schemas, not classic zod nor the whole
 * public catalogue (about 20 KB gzip with ky). Enough for {@link createOfferQuoter} with
 * `audience: 'public'`.
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
  return createGroups(options, Object.values(publicCalculatorCalls), ['public']) as CalculatorClient;
}
