import type {
  CalculatorTab,
  OfferRequest,
  PayCycle,
  PayDefaultsClient,
  ProductConfig,
} from '@lender/calculator';
import type { CalculatorState, CalculatorTarget } from '@lender/calculator/platform';

// What both calculators take (`Calculator`, `QuickCalculator`) and what their shared state reads:
// types only, beneath the two widgets and their shared pieces.

/** The figures the stats block shows; what `quote` resolves to (a subset of the API's offer). */
export interface CalculatorQuote {
  /** Centavos. */
  principal: number;
  /** Centavos due on `endDate`. */
  total: number;
  /** `YYYY-MM-DD`. */
  endDate: string;
  /** Percent, one decimal, without IVA. */
  cat: number;
}

export interface CalculatorClient extends PayDefaultsClient {
  /** Centavos. */
  availableLoanAmount: number;
  hasActiveLoan: boolean;
}

export interface CalculatorSubmit {
  target: CalculatorTarget;
  request: OfferRequest;
  state: CalculatorState;
}

export interface CalculatorProps {
  /** The product's prices and limits (from the server's config). */
  product: ProductConfig;
  /** Today in the Mexico City business clock, `YYYY-MM-DD`. */
  today: string;
  /** Signed in as a client. */
  authorized?: boolean;
  client?: CalculatorClient | null;
  /** A pending increase offer: its principal is the minimum. */
  increase?: { principal: number } | null;
  /** Starting values (the calculator cookie). */
  initial?: { amount?: number; tab?: CalculatorTab; payCycle?: PayCycle | null; payDates?: string | null };
  /** `compact`: the amount is edited only after pressing the pencil. */
  mode?: 'full' | 'compact';
  /** `first`: the slider stops at the first-loan maximum. */
  limit?: 'first';
  /** Two columns on desktop. */
  wide?: boolean;
  /** Hide the pay cycle and pay date selects. */
  hideSalary?: boolean;
  /**
   * `false`: no button of its own, for a page whose own form carries the calculator's figures and
   * submits them (one act, one button).
   */
  submitButton?: boolean;
  /** Hide them when the client's salary cycle and next pay date are already known. */
  autoHideSalary?: boolean;
  /** Hide rule input: the client's current amount and days until the repayment invoice is due. */
  hideContext?: { currentAmount: number | null; repaymentInvoiceDueDays: number | null };
  /** Disable rule input. */
  disableContext?: {
    hasActualApplication: boolean;
    hasActiveRefinancing: boolean;
    editable?: boolean;
    increasePending?: boolean;
  };
  /** The server's quote for a request; its figures replace the local ones when it answers. */
  quote?: (request: OfferRequest) => Promise<CalculatorQuote>;
  /** Called when the button is pressed with a complete request. */
  onSubmit?: (submit: CalculatorSubmit) => void;
  /** Called on every state change (to save the calculator cookie). */
  onChange?: (state: CalculatorState) => void;
  isSubmitting?: boolean;
  /**
   * Makes the calculator a form that posts here without JavaScript: `intent=calculator`, `target`,
   * `tab`, `amountPesos`, `payCycle` and `payDates` (native controls until hydration). With
   * JavaScript the submit calls `onSubmit` instead.
   */
  formAction?: string;
}
