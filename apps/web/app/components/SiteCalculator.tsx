import type { ProductConfig } from '@lender/calculator';
import type { CalculatorClient, CalculatorProps } from '@lender/ui';
import { QuickCalculator } from '@lender/ui';
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
 * The site's calculator (spec §2, §4, §5) on the home, apply and no-loan pages: `@lender/ui`'s light
 * widget of native controls (`QuickCalculator`: no React Aria, for the first-load budgets of ADR
 * 036 and DESIGN.md's 170 KB a page) with the server's limits, an instant local quote reconciled
 * with the server's, and a submit that stores the calculator cookie (86400 s) before going to
 * apply, login or registration.
 */
export function SiteCalculator(props: SiteCalculatorProps) {
  return <CalculatorOf widget={QuickCalculator} {...props} />;
}
