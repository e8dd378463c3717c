import type { ProductConfig } from '@lender/calculator';
import type { CalculatorClient, CalculatorProps } from '@lender/ui';
import { Calculator } from '@lender/ui';
import { CalculatorOf } from './CalculatorOf';

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
 * The site's calculator (spec §2, §4, §5): `@lender/ui`'s widget with the server's limits, an
 * instant local quote reconciled with the server's, and a submit that stores the calculator cookie
 * (86400 s) before going to apply, login or registration.
 */
export function SiteCalculator(props: SiteCalculatorProps) {
  return <CalculatorOf widget={Calculator} {...props} />;
}
