import type { CalculatorProps } from '@lender/ui';
import { useNavigation, useSubmit } from '@remix-run/react';
import { type ComponentType, useCallback } from 'react';
import { serverQuote } from '../lib/quoter';
import type { SiteCalculatorProps } from './SiteCalculator';

/**
 * The wrapper around a calculator widget of `@lender/ui` (the site's is the light `QuickCalculator`,
 * `SiteCalculator.tsx`; the React Aria `Calculator` takes the same props): the server's quote, the
 * pending state and the submit that stores the calculator cookie.
 */
export function CalculatorOf({
  widget: Widget,
  ...props
}: SiteCalculatorProps & { widget: ComponentType<CalculatorProps> }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const quote = useCallback<NonNullable<CalculatorProps['quote']>>(
    (request) => serverQuote(request, props.authorized ? 'client' : 'public'),
    [props.authorized],
  );
  if (!props.product || !props.today) {
    return (
      <p role="alert" className="calculator-error">
        {props.error}
      </p>
    );
  }
  return (
    <Widget
      {...props}
      product={props.product}
      today={props.today}
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
