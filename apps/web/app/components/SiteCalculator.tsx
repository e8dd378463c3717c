import type { ProductConfig } from '@lender/calculator';
import { Alert, Calculator, type CalculatorClient, type CalculatorProps } from '@lender/ui';
import { useNavigation, useSubmit } from '@remix-run/react';
import { useCallback } from 'react';
import { serverQuote } from '../lib/quoter';

export interface SiteCalculatorProps {
  product: ProductConfig | null;
  today: string | null;
  error: string | null;
  authorized: boolean;
  client: CalculatorClient | null;
  initial?: CalculatorProps['initial'];
  hideContext?: CalculatorProps['hideContext'];
  disableContext?: CalculatorProps['disableContext'];
  /** Every state change (a stable function: the calculator calls it whenever it changes). */
  onChange?: CalculatorProps['onChange'];
  /** The action that saves the calculator cookie and redirects to the button's target. */
  action: string;
}

/**
 * The site's calculator (spec §2, §4, §5): `@lender/ui`'s widget with the server's limits, an
 * instant local quote reconciled with the server's, and a submit that stores the calculator cookie
 * (86400 s) before going to apply, login or registration.
 */
export function SiteCalculator(props: SiteCalculatorProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const quote = useCallback<NonNullable<CalculatorProps['quote']>>(
    (request) => serverQuote(request, props.authorized ? 'client' : 'public'),
    [props.authorized],
  );
  if (!props.product || !props.today) {
    return (
      <Alert tone="danger" role="alert">
        {props.error}
      </Alert>
    );
  }
  return (
    <Calculator
      product={props.product}
      today={props.today}
      authorized={props.authorized}
      client={props.client}
      initial={props.initial}
      hideContext={props.hideContext}
      disableContext={props.disableContext}
      quote={quote}
      onChange={props.onChange}
      isSubmitting={navigation.state !== 'idle' && navigation.formAction === props.action}
      formAction={props.action}
      onSubmit={({ target, state }) => {
        submit(
          {
            intent: 'calculator',
            target,
            amount: String(state.amount.current),
            tab: String(state.tab),
            payCycle: state.payCycle ?? '',
            payDates: state.payDates ?? '',
          },
          { method: 'post', action: props.action },
        );
      }}
    />
  );
}
