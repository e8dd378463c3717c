// The payments' use cases are plain functions `(ctx, input)` over `PaymentsContext` (issue 49), one
// file each: the borrower's (`direct-debit-consent.ts`, `debit-card.ts`, `charge-rollover.ts`,
// `payment-reference.ts`, `live-payment-references.ts`, `payment-receipt.ts`) and the provider's
// callback (`payment-provider-callback.ts`); each confirmed payment is settled by `settlePayment`
// (`settle-payment.ts`) on its loan account (`ledger/loan-account.ts`). The back office, the jobs and
// the sandbox call plain functions too: `recordExternalPayment` (`record-external-payment.ts`),
// `loanPayments` (`loan-payments.ts`), the callbacks the core delivers to itself
// (`payment-callbacks.ts`: `confirmPendingCharges`, `simulateReferencePayment`, `signCallback`) and
// receipts (`payment-receipts.ts`: `receiptOf`). Types and constants live in `payment-model.ts`.
export type { PaymentsContext } from './payment-context';
export {
  CARD_NUMBER_DIGITS,
  type CallbackOutcome,
  folioOf,
  PAYMENT_REFERENCE_TTL_HOURS,
  type PaymentReferenceRow,
  type PaymentRow,
  paymentView,
  referenceView,
} from './payment-model';
export type { PaymentReceipt, ReceiptFile } from './payment-receipts';
