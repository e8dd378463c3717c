import type { Offer, PayCycle, SequenceType } from '@lender/contracts';
import type { LenderClient } from './client.js';
import type { ApiFailure, ApiResult } from './result.js';

/** "Calculator offers are fetched with a 300 ms debounce." */
export const OFFER_DEBOUNCE_MS = 300;

interface OfferRequestBase {
  /** Amount in whole pesos. */
  amount: number;
  payCycle: PayCycle;
  /** One or two pay dates (`YYYY-MM-DD` or a day of the month), as a list or comma-separated. */
  payDates: string | readonly string[];
  /** A promo code. */
  promoName?: string | undefined;
}

/** What to quote: a guest's offer (the public calculator, by tab) or a logged-in client's. */
export type OfferRequest =
  | (OfferRequestBase & { audience: 'public'; sequenceType: SequenceType })
  | (OfferRequestBase & { audience: 'client' });

/** Where the quoter stands; each change is sent to the subscribers. */
export type OfferQuoterState =
  | { readonly status: 'idle' }
  /** Waiting for the debounce or for the answer of `request`. */
  | { readonly status: 'pending'; readonly request: OfferRequest }
  | { readonly status: 'success'; readonly request: OfferRequest; readonly offer: Offer }
  /** The API refused the request (a 4xx, e.g. `promo_code_invalid`). */
  | { readonly status: 'failure'; readonly request: OfferRequest; readonly failure: ApiFailure }
  /** The call threw: `NetworkError`, `TimeoutError`, `ServerError`, `MalformedResponseError`. */
  | { readonly status: 'error'; readonly request: OfferRequest; readonly error: unknown };

/** Options of {@link createOfferQuoter}. */
export interface OfferQuoterOptions {
  /**
   * Quiet time, in milliseconds, after the last {@link OfferQuoter.quote} before the offer is
   * fetched.
   *
   * @default 300
   */
  debounce?: number;
}

/** The calculator's offer fetcher: debounced, cancelling, and never out of order. */
export interface OfferQuoter {
  /**
   * Asks for the offer of `request`. The fetch starts after the debounce; a later `quote` cancels
   * this one (its timer or its request). Resolves to the state it settled in, or `undefined` when a
   * later `quote` or {@link OfferQuoter.cancel} superseded it. Never rejects.
   */
  quote(request: OfferRequest): Promise<OfferQuoterState | undefined>;
  /** The current state (for `useSyncExternalStore`). */
  getState(): OfferQuoterState;
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: OfferQuoterState) => void): () => void;
  /** Drops the pending quote, if any, and goes back to `idle`. */
  cancel(): void;
}

/**
 * The two methods a quoter calls: a whole client, or an audience's (`@lender/sdk/public` has only
 * the public one, enough for `audience: 'public'` quotes).
 */
export type OfferQuoterClient = {
  readonly public?: Pick<LenderClient['public'], 'arithmeticOffer'>;
  readonly client?: Pick<LenderClient['client'], 'arithmeticOffer'>;
};

function fetchOffer(
  client: OfferQuoterClient,
  request: OfferRequest,
  signal: AbortSignal,
): Promise<ApiResult<Offer>> {
  const payDates = typeof request.payDates === 'string' ? request.payDates : request.payDates.join(',');
  const query = request.promoName === undefined ? {} : { promoName: request.promoName };
  if (request.audience === 'public') {
    if (!client.public) return Promise.reject(new TypeError('this client has no public group'));
    return client.public.arithmeticOffer({
      params: {
        sequence_type: request.sequenceType,
        amount: request.amount,
        payCycle: request.payCycle,
        payDates,
      },
      query,
      signal,
    });
  }
  if (!client.client) return Promise.reject(new TypeError('this client has no client group'));
  return client.client.arithmeticOffer({
    params: { amount: request.amount, payCycle: request.payCycle, payDates },
    query,
    signal,
  });
}

/**
 * Creates the calculator's offer quoter over a client (offers fetched with a 300 ms
 * debounce). Moving the slider calls `quote` on every step; only the position the borrower rests
 * on is fetched, a newer position cancels an older request, and an older answer never replaces a
 * newer one.
 *
 * @example
 * ```ts
 * const quoter = createOfferQuoter(api);
 * quoter.subscribe((state) => render(state));
 * slider.oninput = () =>
 *   quoter.quote({ audience: 'public', sequenceType: 'first', amount: slider.valueAsNumber, payCycle: 'biweekly', payDates: ['2026-03-13'] });
 * ```
 */
export function createOfferQuoter(client: OfferQuoterClient, options: OfferQuoterOptions = {}): OfferQuoter {
  const debounce = options.debounce ?? OFFER_DEBOUNCE_MS;
  const listeners = new Set<(state: OfferQuoterState) => void>();
  let state: OfferQuoterState = { status: 'idle' };
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let supersede: (() => void) | undefined;

  const set = (next: OfferQuoterState) => {
    state = next;
    for (const listener of [...listeners]) listener(next);
  };

  const drop = () => {
    generation += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
    supersede?.();
    supersede = undefined;
  };

  return {
    quote(request) {
      drop();
      const mine = generation;
      set({ status: 'pending', request });
      return new Promise<OfferQuoterState | undefined>((resolve) => {
        supersede = () => resolve(undefined);
        timer = setTimeout(() => {
          timer = undefined;
          const ownController = new AbortController();
          controller = ownController;
          const settle = (next: OfferQuoterState) => {
            // The generation, not the abort, is the guard: an answer already on its way when a
            // newer quote began must not be shown.
            if (mine !== generation) return resolve(undefined);
            controller = undefined;
            supersede = undefined;
            set(next);
            resolve(next);
          };
          fetchOffer(client, request, ownController.signal).then(
            (result) =>
              settle(
                result.success
                  ? { status: 'success', request, offer: result.data }
                  : { status: 'failure', request, failure: result },
              ),
            (error: unknown) => settle({ status: 'error', request, error }),
          );
        }, debounce);
      });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    cancel() {
      drop();
      if (state.status !== 'idle') set({ status: 'idle' });
    },
  };
}
