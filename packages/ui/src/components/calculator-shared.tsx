import {
  amountLimits,
  computeOffer,
  firstLoanDiscountFlag,
  type Offer,
  type OfferRequest,
  type PayDateLabel,
  type PayDateOption,
  type ProductConfig,
  type Weekday,
} from '@lender/calculator';
import {
  type CalculatorEvent,
  type CalculatorState,
  calculatorReducer,
  initialCalculatorState,
  isCalculatorDisabled,
  isCalculatorHidden,
  selectButtonLabel,
  selectOfferRequest,
  selectSlider,
  selectTarget,
} from '@lender/calculator/platform';
import { formatDate } from '@lender/i18n';
import { type Dispatch, useEffect, useMemo, useReducer, useState } from 'react';
import type { UiTextParams, UiTranslate } from '../text/text';
import type { CalculatorProps, CalculatorQuote } from './calculator-props';

// The state both calculators share, in a module without React Aria; the markup they
// share is in `QuickCalculator.tsx`.

/** The name of a pay-date label: the last segment of its key (`calculator.payDate.<name>`). */
type LabelName<K> = K extends `calculator.payDate.${infer Name}` ? Name : never;
type PayDateLabelName = LabelName<PayDateLabel['key']>;

/** A pay-date option in words: its label's key names the text, its dates and weekday in words. */
export function payDateLabel(t: UiTranslate, option: PayDateOption): string {
  const { key, params } = option.label;
  const name = key.slice(key.lastIndexOf('.') + 1) as PayDateLabelName;
  const words: UiTextParams = {};
  for (const [param, value] of Object.entries(params)) {
    if (param === 'date') words[param] = formatDate(String(value));
    else if (param === 'weekday') words[param] = t(`calculator.${value as Weekday}`);
    else words[param] = value;
  }
  return t(`calculator.payDateOption.${name}`, words);
}

export function localQuote(
  product: ProductConfig,
  request: OfferRequest | null,
  today: string,
): CalculatorQuote | null {
  if (!request) return null;
  try {
    const offer: Offer = computeOffer(product, request, today);
    return { principal: offer.principal, total: offer.total, endDate: offer.endDate, cat: offer.cat };
  } catch {
    return null;
  }
}

export const sameQuote = (a: CalculatorQuote | null, b: CalculatorQuote | null) =>
  a !== null &&
  b !== null &&
  a.total === b.total &&
  a.endDate === b.endDate &&
  a.cat === b.cat &&
  a.principal === b.principal;

/** What `useCalculatorView` reads of the calculators' props (the light calculator's props). */
export type CalculatorViewProps = Omit<
  CalculatorProps,
  'mode' | 'wide' | 'limit' | 'increase' | 'submitButton'
>;

/** The calculator's state, its quotes, and what both calculators derive from them before rendering. */
export interface CalculatorView {
  state: CalculatorState;
  dispatch: Dispatch<CalculatorEvent>;
  request: OfferRequest | null;
  /** The figures on screen: the server's answer for this request when it came, else the local quote. */
  shown: CalculatorQuote | null;
  /** The local engine's quote of the request (null when it cannot price it). */
  local: CalculatorQuote | null;
  /** The server's answer for the current request, if it answered (`quote` null when it failed). */
  server: { quote: CalculatorQuote | null; error: boolean } | null;
  /** Waiting for the server with nothing local to show. */
  loading: boolean;
  /** The server failed with nothing local to show. */
  failed: boolean;
  /** Asks the server again for the current request. */
  retry: () => void;
  /** The hide rule: render nothing. */
  hidden: boolean;
  /** The disable rule. */
  disabled: boolean;
  slider: ReturnType<typeof selectSlider>;
  /** The first-loan discount shown beside the CAT (first-loan tab only). */
  discount: ReturnType<typeof firstLoanDiscountFlag>;
  salaryHidden: boolean;
  buttonLabel: ReturnType<typeof selectButtonLabel>;
  /** Marks the submit attempt and, with a complete request, calls `onSubmit`. */
  submit: () => void;
}

/**
 * The state of both calculators: the reducer of `@lender/calculator` kept in step with the limits
 * and the business date, the instant local quote, the server's quote debounced 250 ms and kept only
 * for the request it answered, and the selectors' answers. `increase` (a pending increase offer: its
 * principal is the minimum) and `firstLoanTab` (caps the amount at the first-loan maximum) are the
 * full calculator's; the light one passes `null` and `false`.
 */
export function useCalculatorView(
  {
    product,
    today,
    authorized = false,
    client = null,
    initial,
    hideSalary = false,
    autoHideSalary = false,
    hideContext,
    disableContext,
    quote,
    onSubmit,
    onChange,
  }: CalculatorViewProps,
  increase: { principal: number } | null,
  firstLoanTab: boolean,
): CalculatorView {
  // `amountLimits` reads only the client's available amount and active-loan flag.
  const limits = amountLimits({ product, client, increase, firstLoanTab });
  const [state, dispatch] = useReducer(calculatorReducer, undefined, () =>
    initialCalculatorState({ limits, today, authorized, client, ...initial }),
  );
  const limitsKey = `${limits.min}/${limits.max}/${limits.first}/${limits.interval}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: limitsKey stands for limits
  useEffect(() => dispatch({ type: 'limits.update', limits }), [limitsKey]);
  useEffect(() => dispatch({ type: 'today.change', today }), [today]);
  useEffect(() => onChange?.(state), [state, onChange]);

  const request = selectOfferRequest(state);
  const local = useMemo(() => localQuote(product, request, today), [product, request, today]);
  const [server, setServer] = useState<{ key: string; quote: CalculatorQuote | null; error: boolean } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const requestKey = request ? JSON.stringify(request) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for request; attempt re-runs it
  useEffect(() => {
    if (!quote || !request) return;
    let live = true;
    const timer = setTimeout(() => {
      quote(request).then(
        (answer) => live && setServer({ key: requestKey, quote: answer, error: false }),
        () => live && setServer({ key: requestKey, quote: null, error: true }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [requestKey, attempt, quote]);

  const fresh = server && server.key === requestKey ? server : null;
  return {
    state,
    dispatch,
    request,
    shown: fresh?.quote ?? local,
    local,
    server: fresh,
    loading: Boolean(quote && request && !fresh && !local),
    failed: Boolean(fresh?.error && !local),
    retry: () => setAttempt((n) => n + 1),
    hidden: Boolean(hideContext && isCalculatorHidden(hideContext)),
    disabled: disableContext ? isCalculatorDisabled(disableContext) : false,
    slider: selectSlider(state),
    discount: state.tab === 0 ? firstLoanDiscountFlag(product) : null,
    salaryHidden: hideSalary || (autoHideSalary && Boolean(client?.salaryCycle && client?.nextPayDate)),
    buttonLabel: selectButtonLabel(state),
    submit: () => {
      dispatch({ type: 'submit.attempt' });
      if (request) onSubmit?.({ target: selectTarget(state), request, state });
    },
  };
}
