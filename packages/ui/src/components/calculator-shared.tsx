import {
  type AmountLimitsContext,
  amountLimits,
  type CalculatorEvent,
  type CalculatorState,
  calculatorReducer,
  computeOffer,
  firstLoanDiscountFlag,
  initialCalculatorState,
  isCalculatorDisabled,
  isCalculatorHidden,
  type Offer,
  type OfferRequest,
  PAY_CYCLES,
  type PayCycle,
  type PayDateOption,
  type ProductConfig,
  selectButtonLabel,
  selectFieldErrors,
  selectOfferRequest,
  selectPayDateOptions,
  selectSlider,
  selectTarget,
} from '@lender/calculator';
import { formatDate, formatMoney, formatPercent } from '@lender/i18n';
import { type Dispatch, type ReactNode, useEffect, useMemo, useReducer, useState } from 'react';
import { type UiTranslate, useUiText } from '../text/text';
import type { CalculatorProps, CalculatorQuote } from './Calculator';

// What the calculator and the light calculator share, in a module without React Aria (ADR 036).

export function payDateLabel(t: UiTranslate, option: PayDateOption): string {
  const { label } = option;
  switch (label.key) {
    case 'calculator.payDate.weekly':
      return t('calculator.payDateWeekly', {
        weekday: t(`calculator.${label.params.weekday}`),
        date: formatDate(label.params.date),
      });
    case 'calculator.payDate.biweekly':
      return t('calculator.payDateBiweekly', {
        weekday: t(`calculator.${label.params.weekday}`),
        date: formatDate(label.params.date),
      });
    case 'calculator.payDate.semiMonthly':
      return t('calculator.payDateSemiMonthly', { first: label.params.first, second: label.params.second });
    case 'calculator.payDate.monthly':
      return t('calculator.payDateMonthly', { day: label.params.day, date: formatDate(label.params.date) });
  }
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

/** What `useCalculatorEngine` takes: the calculator's inputs and the limits context built from them. */
export interface CalculatorEngineInput
  extends Pick<CalculatorProps, 'product' | 'today' | 'initial' | 'onChange' | 'quote'> {
  authorized: boolean;
  client: CalculatorProps['client'];
  limitsContext: AmountLimitsContext;
}

/** The props both calculators read the same way. */
export type CalculatorModelProps = Pick<
  CalculatorProps,
  | 'product'
  | 'today'
  | 'authorized'
  | 'client'
  | 'initial'
  | 'hideSalary'
  | 'autoHideSalary'
  | 'hideContext'
  | 'disableContext'
  | 'quote'
  | 'onSubmit'
  | 'onChange'
  | 'formAction'
>;

/** What a pay select shows: its form name (with `formAction`), label, options, value and error. */
export interface CalculatorSelect<Value extends string> {
  name: string | undefined;
  label: string;
  options: { value: Value; label: string }[];
  value: Value | null;
  error: string | undefined;
}

/** The engine and what both calculators derive from it for the screen, in the screen's words. */
export interface CalculatorModel extends CalculatorEngine {
  /** Spec §2 hide rule: the calculator renders nothing. */
  hidden: boolean;
  /** Spec §5 disable rule. */
  disabled: boolean;
  slider: ReturnType<typeof selectSlider>;
  /** The first-loan discount flag of the new-client tab (null on the other tab). */
  discount: ReturnType<typeof firstLoanDiscountFlag> | null;
  /** The pay cycle and pay date selects are hidden. */
  salaryHidden: boolean;
  payCycleSelect: CalculatorSelect<PayCycle>;
  payDateSelect: CalculatorSelect<string>;
  /** The stats block's figures as shown: the amount, and the quote's total, due date and CAT (or —). */
  figures: { amount: string; total: string; dueDate: string; cat: string };
  /** The button's words: sign in, or apply. */
  buttonText: string;
  /** The server's figures differ from the local ones (the note under the calculator). */
  serverDiffers: boolean;
  /** Marks the submit attempt and calls `onSubmit` with a complete request. */
  submit: () => void;
}

/**
 * Both calculators' state and derived figures: the engine with the limits of the tab and the
 * pending increase, the hide and disable rules, the selects' options and errors, the button's
 * words and the submit.
 */
export function useCalculatorModel(
  props: CalculatorModelProps,
  limits: { increase: { principal: number } | null; firstLoanTab: boolean },
): CalculatorModel {
  const { product, authorized = false, client = null, hideSalary = false, autoHideSalary = false } = props;
  const { hideContext, disableContext, onSubmit } = props;
  const t = useUiText();
  const engine = useCalculatorEngine({
    product,
    today: props.today,
    authorized,
    client,
    initial: props.initial,
    // `amountLimits` reads only the client's available amount and active-loan flag.
    limitsContext: { product, client, ...limits },
    onChange: props.onChange,
    quote: props.quote,
  });
  const { state, dispatch, request, server, local, shown } = engine;
  const errors = selectFieldErrors(state);
  return {
    ...engine,
    hidden: Boolean(hideContext && isCalculatorHidden(hideContext)),
    disabled: disableContext ? isCalculatorDisabled(disableContext) : false,
    slider: selectSlider(state),
    discount: state.tab === 0 ? firstLoanDiscountFlag(product) : null,
    salaryHidden: hideSalary || (autoHideSalary && Boolean(client?.salaryCycle && client?.nextPayDate)),
    payCycleSelect: {
      name: props.formAction ? 'payCycle' : undefined,
      label: t('calculator.payCycle'),
      options: PAY_CYCLES.map((cycle) => ({ value: cycle, label: t(`calculator.${cycle}`) })),
      value: state.payCycle,
      error: errors.payCycle ? t('calculator.choosePayCycle') : undefined,
    },
    payDateSelect: {
      name: props.formAction ? 'payDates' : undefined,
      label: t('calculator.payDate'),
      options: selectPayDateOptions(state).map((option) => ({
        value: option.value,
        label: payDateLabel(t, option),
      })),
      value: state.payDates,
      error: errors.payDates ? t('calculator.choosePayDate') : undefined,
    },
    figures: {
      amount: formatMoney(state.amount.current),
      total: shown ? formatMoney(shown.total) : '—',
      dueDate: shown ? formatDate(shown.endDate) : '—',
      cat: shown ? formatPercent(shown.cat) : '—',
    },
    buttonText: selectButtonLabel(state) === 'login' ? t('calculator.login') : t('calculator.apply'),
    serverDiffers: Boolean(server?.quote && local && !sameQuote(server.quote, local)),
    submit: () => {
      dispatch({ type: 'submit.attempt' });
      if (request) onSubmit?.({ target: selectTarget(state), request, state });
    },
  };
}

/** The note shown when the server's figures differ from the local ones. */
export function ServerDiffersNote({ show }: { show: boolean }) {
  const t = useUiText();
  if (!show) return null;
  return (
    <p role="status" style={{ margin: 0, fontSize: 14 }}>
      {t('calculator.serverDiffers')}
    </p>
  );
}

/**
 * With `action`, the calculator as a form that posts without JavaScript (`intent=calculator`,
 * `target`, `tab` and the fields' own names); with JavaScript the submit calls `onSubmit` instead.
 * Without `action`, the calculator as it is.
 */
export function CalculatorForm({
  action,
  state,
  onSubmit,
  children,
}: {
  action: string | undefined;
  state: CalculatorState;
  onSubmit: () => void;
  children: ReactNode;
}) {
  if (!action) return <>{children}</>;
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="intent" value="calculator" />
      <input type="hidden" name="target" value={selectTarget(state)} />
      <input type="hidden" name="tab" value={String(state.tab)} />
      {children}
    </form>
  );
}

export interface CalculatorEngine {
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
}

/**
 * The state of both calculators: the reducer of `@lender/calculator` kept in step with the limits
 * and the business date, the instant local quote, and the server's quote debounced 250 ms and kept
 * only for the request it answered.
 */
export function useCalculatorEngine({
  product,
  today,
  authorized,
  client,
  initial,
  limitsContext,
  onChange,
  quote,
}: CalculatorEngineInput): CalculatorEngine {
  const limits = amountLimits(limitsContext);
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
  };
}
