import type { CepClaim, Money, PaymentReference } from '@lender/contracts';
import type { FormProblems } from '../../lib/forms.server';

// What the action of `/profile/my-loan` answers, apart so its form handlers (payment plan, SPEI
// claim) and `my-loan.server.ts`, which calls them, do not import each other.

export type Channel = 'card' | 'spei' | 'cash';
/** What the page's action answers. */
export type MyLoanResult = FormProblems & {
  intent?: string;
  /** What was paid: the loan (`repayment`) or an extension (`rollover`). */
  kind?: 'repayment' | 'rollover';
  values?: Record<string, string>;
  reference?: PaymentReference;
  cardPending?: Money;
  /** The promise to pay just made (issue 38). */
  promised?: { date: string; amount: number };
  /** A payment plan was just requested (issue 52). */
  planRequested?: boolean;
  /** A mandate just revoked, and a charge already sent under it (issue 66). */
  mandateRevoked?: { inFlight: { amount: Money; chargeOn: string } | null };
  /** What became of a "Ya pagué por SPEI" claim (issue 52). */
  speiClaim?: CepClaim;
};
