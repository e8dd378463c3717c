import type { ProductConfig } from '@lender/calculator';
import type { CalculatorClient, CalculatorProps } from '@lender/ui';
import { QuickCalculator } from '@lender/ui';
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
  /** `false` on a page whose own form submits the figures (the apply page). */
  submitButton?: boolean;
  /** The action that saves the calculator cookie and redirects to the button's target. */
  action: string;
}

/**
 * The site's calculator (spec §2, §4, §5) on the home, apply and no-loan pages: `@lender/ui`'s light
 * widget of native controls (`QuickCalculator`: no React Aria, for the first-load budgets of ADR
 * 036 and DESIGN.md's 170 KB a page) with the server's limits, an instant local quote reconciled
 * with the server's, and a submit that stores the calculator cookie (86400 s) before going to
 * apply, login or registration.
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
      <p role="alert" className="calculator-error">
        {props.error}
      </p>
    );
  }
  return (
    <QuickCalculator
      {...props}
      product={props.product}
      today={props.today}
      quote={quote}
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
