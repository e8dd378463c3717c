import { createPaymentCallbacks } from './payment-callbacks';
import type { PaymentsContext } from './payment-context';
import type { PaymentsService } from './payment-model';
import { createPaymentReceipts } from './payment-receipts';
import { createPaymentReferences } from './payment-references';

// The payments' use cases are plain functions `(ctx, input)` over `PaymentsContext` (issue 49), one
// file each: the borrower's (`direct-debit-consent.ts`, `debit-card.ts`, `charge-rollover.ts`,
// `payment-reference.ts`, `live-payment-references.ts`, `payment-receipt.ts`) and the provider's
// callback (`payment-provider-callback.ts`); each confirmed payment is settled by `settlePayment`
// (`settle-payment.ts`) on its loan account (`ledger/loan-account.ts`). The service below keeps what
// the back office, the jobs and the sandbox still reach through their `deps`: recorded payments and
// the payment list (`payment-references.ts`), callbacks the core delivers to itself
// (`payment-callbacks.ts`) and receipts (`payment-receipts.ts`). Types and constants live in
// `payment-model.ts`.
export type { PaymentsContext } from './payment-context';
export {
  CARD_NUMBER_DIGITS,
  type CallbackOutcome,
  folioOf,
  PAYMENT_REFERENCE_TTL_HOURS,
  type PaymentReferenceRow,
  type PaymentRow,
  type PaymentsService,
  paymentView,
  type ReceiptOwner,
  referenceView,
} from './payment-model';
export type { PaymentReceipt, ReceiptFile } from './payment-receipts';

export function createPaymentsService(deps: PaymentsContext): PaymentsService {
  return {
    ...createPaymentReferences(deps).service,
    ...createPaymentReceipts(deps).service,
    ...createPaymentCallbacks(deps).service,
  };
}
