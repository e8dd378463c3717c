import { QuickCalculator } from '@lender/ui';
import { CalculatorOf } from './CalculatorOf';
import type { SiteCalculatorProps } from './SiteCalculator';

/** The home page's calculator: the light, native-control widget (ADR 036, first-load budget). */
export function HomeCalculator(props: SiteCalculatorProps) {
  return <CalculatorOf widget={QuickCalculator} {...props} />;
}
