// A framework-free model of the calculator: a pure reducer
// over `domain.verb` events plus derived selectors. The UI renders selectors and dispatches events.
import {
  type AmountLimits,
  type CalculatorTab,
  clampAmount,
  roundAmountOnBlur,
  type SliderState,
  sliderState,
} from './amount';
import type { OfferRequest } from './offer';
import {
  declaredPayDateOptions,
  defaultPayCycle,
  defaultPayDate,
  type PayCycle,
  type PayDateOption,
  type PayDefaultsClient,
  payDateOptions,
} from './pay-dates';

/**
 * Shortest promo code.
 *
 * @example
 * ```ts
 * <input minLength={PROMO_CODE_MIN_LENGTH} maxLength={PROMO_CODE_MAX_LENGTH} />
 * ```
 */
export const PROMO_CODE_MIN_LENGTH = 2;
/**
 * Longest promo code.
 *
 * @example
 * ```ts
 * <input minLength={PROMO_CODE_MIN_LENGTH} maxLength={PROMO_CODE_MAX_LENGTH} />
 * ```
 */
export const PROMO_CODE_MAX_LENGTH = 64;

/**
 * The calculator's state and the context its rules read.
 *
 * @example
 * ```ts
 * const state: CalculatorState = initialCalculatorState({ limits, today: '2025-03-01' });
 * ```
 */
export interface CalculatorState {
  /** Amounts in centavos. */
  readonly amount: {
    readonly current: number;
    readonly min: number;
    readonly max: number;
    readonly first: number;
    readonly interval: number;
  };
  readonly tab: CalculatorTab;
  readonly payCycle: PayCycle | null;
  /** The chosen pay-date option's value, `'YYYY-MM-DD,YYYY-MM-DD'`. */
  readonly payDates: string | null;
  readonly promoCode: string;
  /** Signed in as a client. */
  readonly authorized: boolean;
  /** Today in America/Mexico_City, `YYYY-MM-DD`. */
  readonly today: string;
  /** What the pay defaults know of the client; `null` for a guest. */
  readonly client: PayDefaultsClient | null;
  /** Set by `submit.attempt`: from then on an empty cycle or date shows in an error style. */
  readonly showErrors: boolean;
}

/**
 * The events the calculator handles, named `domain.verb`.
 *
 * @example
 * ```ts
 * const event: CalculatorEvent = { type: 'payCycle.select', cycle: 'biweekly' };
 * ```
 */
export type CalculatorEvent =
  /** The slider moved: clamp, round down to the interval. */
  | { readonly type: 'amount.change'; readonly value: number }
  /** The typed input lost focus with this value: round to the nearest step, clamp. */
  | { readonly type: 'amount.blur'; readonly value: number }
  | { readonly type: 'tab.select'; readonly tab: CalculatorTab }
  /** A cycle was chosen: the pay date resets to its default. */
  | { readonly type: 'payCycle.select'; readonly cycle: PayCycle | null }
  /** A pay-date option was chosen (ignored unless it is one of the cycle's options). */
  | { readonly type: 'payDate.select'; readonly value: string | null }
  | { readonly type: 'promoCode.change'; readonly value: string }
  /** The button was pressed: error flags switch on. */
  | { readonly type: 'submit.attempt' }
  /** New amount limits (the client loaded, an increase offer arrived): the amount is re-clamped. */
  | { readonly type: 'limits.update'; readonly limits: AmountLimits }
  /** The business day changed: a pay date that is no longer offered resets to the default. */
  | { readonly type: 'today.change'; readonly today: string };

/**
 * Options of `initialCalculatorState`.
 *
 * @example
 * ```ts
 * const init: CalculatorInit = { limits, today: '2025-03-01', authorized: true, client: { salaryCycle: 'monthly' } };
 * ```
 */
export interface CalculatorInit {
  /** From `amountLimits(...)`. */
  readonly limits: AmountLimits;
  /** Today in America/Mexico_City, `YYYY-MM-DD` (from a `Clock`). */
  readonly today: string;
  /** @default false */
  readonly authorized?: boolean;
  /** @default null */
  readonly client?: PayDefaultsClient | null;
  /** Starting amount in centavos (e.g. from the calculator cookie). @default limits.first */
  readonly amount?: number;
  /** @default 1 when the amount is above the first-loan maximum, else 0 */
  readonly tab?: CalculatorTab;
  /** `null` starts with no cycle chosen. @default defaultPayCycle(client) */
  readonly payCycle?: PayCycle | null;
  /** Kept when it is one of the cycle's options. @default defaultPayDate(...) */
  readonly payDates?: string | null;
  /** @default '' */
  readonly promoCode?: string;
}

// A signed-in client who declared their pay days is offered only the dates on them.
function optionsOf(cycle: PayCycle | null, today: string, client: PayDefaultsClient | null): PayDateOption[] {
  return cycle ? declaredPayDateOptions(payDateOptions(cycle, today), client) : [];
}

function resolvePayDates(
  cycle: PayCycle | null,
  today: string,
  client: PayDefaultsClient | null,
  wanted: string | null | undefined,
): string | null {
  const options = optionsOf(cycle, today, client);
  if (wanted && options.some((option) => option.value === wanted)) return wanted;
  return defaultPayDate(options, client);
}

type Rounding = typeof clampAmount;

// Moving above the first-loan maximum switches to the repeated tab; an unauthorised
// user is limited to the first-loan amount.
function withAmount(state: CalculatorState, value: number, rounding: Rounding): CalculatorState {
  const { amount } = state;
  const max = state.authorized ? amount.max : Math.min(amount.max, amount.first);
  const current = rounding(value, { min: amount.min, max, interval: amount.interval });
  const tab: CalculatorTab = value > amount.first ? 1 : state.tab;
  return { ...state, tab, amount: { ...amount, current } };
}

/**
 * The calculator's starting state: the amount clamped to the limits, the cycle and pay date
 * defaulted from the client.
 *
 * @throws {InvalidDateError} when `today` is not a calendar date.
 * @example
 * ```ts
 * import { amountLimits, demoProduct } from '@lender/calculator';
 * import { initialCalculatorState } from '@lender/calculator/platform';
 *
 * const state = initialCalculatorState({ limits: amountLimits({ product: demoProduct }), today: '2025-03-01' });
 * state.amount.current; // 4_000_00, the first-loan maximum
 * state.payCycle; // 'weekly'
 * state.payDates; // '2025-03-02,2025-03-09'
 * ```
 */
export function initialCalculatorState(init: CalculatorInit): CalculatorState {
  const client = init.client ?? null;
  const payCycle = init.payCycle === undefined ? defaultPayCycle(client) : init.payCycle;
  const base: CalculatorState = {
    amount: { ...init.limits, current: init.limits.min },
    tab: init.tab ?? 0,
    payCycle,
    payDates: resolvePayDates(payCycle, init.today, client, init.payDates),
    promoCode: init.promoCode ?? '',
    authorized: init.authorized ?? false,
    today: init.today,
    client,
    showErrors: false,
  };
  const wanted = init.amount ?? init.limits.first;
  const state = withAmount(base, wanted, clampAmount);
  return init.tab === undefined ? state : calculatorReducer(state, { type: 'tab.select', tab: init.tab });
}

/**
 * The calculator's pure reducer: the next state for an event. Never mutates `state`.
 *
 * @example
 * ```ts
 * import { calculatorReducer } from '@lender/calculator/platform';
 *
 * let state = initialCalculatorState({ limits, today: '2025-03-01', authorized: true });
 * state = calculatorReducer(state, { type: 'amount.change', value: 7_250_00 });
 * state.amount.current; // 7_200_00
 * state.tab; // 1: above the first-loan maximum
 * state = calculatorReducer(state, { type: 'payCycle.select', cycle: 'monthly' });
 * state.payDates; // '2025-03-02,2025-04-02'
 * ```
 */
export function calculatorReducer(state: CalculatorState, event: CalculatorEvent): CalculatorState {
  switch (event.type) {
    case 'amount.change':
      return withAmount(state, event.value, clampAmount);
    case 'amount.blur':
      return withAmount(state, event.value, roundAmountOnBlur);
    case 'tab.select': {
      // The new-client tab only offers first-loan amounts.
      const current =
        event.tab === 0 ? Math.min(state.amount.current, state.amount.first) : state.amount.current;
      return { ...state, tab: event.tab, amount: { ...state.amount, current } };
    }
    case 'payCycle.select':
      return {
        ...state,
        payCycle: event.cycle,
        payDates: resolvePayDates(event.cycle, state.today, state.client, null),
      };
    case 'payDate.select': {
      if (event.value === null) return { ...state, payDates: null };
      const offered = optionsOf(state.payCycle, state.today, state.client).some(
        (option) => option.value === event.value,
      );
      return offered ? { ...state, payDates: event.value } : state;
    }
    case 'promoCode.change':
      return { ...state, promoCode: event.value };
    case 'submit.attempt':
      return { ...state, showErrors: true };
    case 'limits.update': {
      const next = { ...state, amount: { ...event.limits, current: state.amount.current } };
      return withAmount(next, state.amount.current, clampAmount);
    }
    case 'today.change':
      return {
        ...state,
        today: event.today,
        payDates: resolvePayDates(state.payCycle, event.today, state.client, state.payDates),
      };
    default:
      return state;
  }
}

/** Whether pressing the button needs a login first: a guest on the repeated tab. */
function loginRequired(state: CalculatorState): boolean {
  return !state.authorized && state.tab === 1;
}

/**
 * Where the button leads; the apps map these to their `___es` route names.
 *
 * @example
 * ```ts
 * const routes: Record<CalculatorTarget, string> = { 'application-apply': 'application-apply___es', login: 'login___es', registration: 'registration___es' };
 * ```
 */
export type CalculatorTarget = 'application-apply' | 'login' | 'registration';

/**
 * The button's target: `application-apply` when signed in; `login` when not signed in
 * and the repeated tab is selected; `registration` otherwise.
 *
 * @example
 * ```ts
 * import { selectTarget } from '@lender/calculator/platform';
 *
 * selectTarget({ ...state, authorized: false, tab: 1 }); // 'login'
 * ```
 */
export function selectTarget(state: CalculatorState): CalculatorTarget {
  if (state.authorized) return 'application-apply';
  return loginRequired(state) ? 'login' : 'registration';
}

/**
 * The button label: `login` when login is required, else `apply` (an i18n key segment:
 * `calculator.button.login`, `calculator.button.apply`).
 *
 * @example
 * ```ts
 * import { selectButtonLabel } from '@lender/calculator/platform';
 *
 * selectButtonLabel(state); // 'apply'
 * ```
 */
export function selectButtonLabel(state: CalculatorState): 'login' | 'apply' {
  return loginRequired(state) ? 'login' : 'apply';
}

/**
 * Whether a promo code has an acceptable length (2–64 characters once trimmed).
 *
 * @example
 * ```ts
 * import { isPromoCodeValid } from '@lender/calculator';
 *
 * isPromoCodeValid('AMIGO'); // true
 * isPromoCodeValid('A'); // false
 * ```
 */
export function isPromoCodeValid(code: string): boolean {
  const length = code.trim().length;
  return length >= PROMO_CODE_MIN_LENGTH && length <= PROMO_CODE_MAX_LENGTH;
}

/**
 * The offer request the state describes, or `null` until both a cycle and pay dates are set
 * and the amount is positive. The tab gives the sequence type; a promo code goes
 * along only when its length is valid.
 *
 * @example
 * ```ts
 * import { computeOffer, demoProduct } from '@lender/calculator';
 * import { selectOfferRequest } from '@lender/calculator/platform';
 *
 * const request = selectOfferRequest(state);
 * if (request) computeOffer(demoProduct, request, state.today);
 * ```
 */
export function selectOfferRequest(state: CalculatorState): OfferRequest | null {
  if (!state.payCycle || !state.payDates || state.amount.current <= 0) return null;
  const promoCode = state.promoCode.trim();
  return {
    amount: state.amount.current,
    payCycle: state.payCycle,
    payDates: state.payDates,
    sequenceType: state.tab === 1 ? 'repeated' : 'first',
    ...(promoCode && isPromoCodeValid(promoCode) ? { promoCode } : {}),
  };
}

/**
 * Which fields show in an error style.
 *
 * @example
 * ```ts
 * const { payCycle, payDates }: CalculatorFieldErrors = selectFieldErrors(state);
 * ```
 */
export interface CalculatorFieldErrors {
  readonly payCycle: boolean;
  readonly payDates: boolean;
  readonly promoCode: boolean;
}

/**
 * The error flags: once `submit.attempt` set them, an empty cycle or date shows its
 * label in an error style; a non-empty promo code of the wrong length too.
 *
 * @example
 * ```ts
 * import { calculatorReducer, selectFieldErrors } from '@lender/calculator/platform';
 *
 * selectFieldErrors(calculatorReducer({ ...state, payCycle: null, payDates: null }, { type: 'submit.attempt' }));
 * // { payCycle: true, payDates: true, promoCode: false }
 * ```
 */
export function selectFieldErrors(state: CalculatorState): CalculatorFieldErrors {
  return {
    payCycle: state.showErrors && !state.payCycle,
    payDates: state.showErrors && !state.payDates,
    promoCode: state.showErrors && state.promoCode.trim() !== '' && !isPromoCodeValid(state.promoCode),
  };
}

/**
 * The pay-date options to list: none until a cycle is chosen; for a client who declared the
 * cycle's pay days (the semi-monthly pair, the monthly day), only the dates on them.
 *
 * @example
 * ```ts
 * import { selectPayDateOptions } from '@lender/calculator/platform';
 *
 * selectPayDateOptions(state).map((option) => option.value);
 * ```
 */
export function selectPayDateOptions(state: CalculatorState): PayDateOption[] {
  return optionsOf(state.payCycle, state.today, state.client);
}

/**
 * The slider: an unauthorised user sees it limited to the first-loan amount.
 *
 * @example
 * ```ts
 * import { selectSlider } from '@lender/calculator/platform';
 *
 * const { min, max, step, disabled } = selectSlider(state);
 * ```
 */
export function selectSlider(state: CalculatorState): SliderState {
  const { min, max, first, interval } = state.amount;
  return sliderState({ min, max: state.authorized ? max : Math.min(max, first), interval });
}
