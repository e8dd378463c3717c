import { createPaymentCallbacks } from './payment-callbacks';
import { createPaymentCards } from './payment-cards';
import { createPaymentsContext } from './payment-context';
import type { PaymentsDeps, PaymentsService } from './payment-model';
import { createPaymentReceipts } from './payment-receipts';
import { createPaymentReferences } from './payment-references';

// The payments service is put together from one file per use case (issue 19): cards
// (`payment-cards.ts`), references and recorded payments (`payment-references.ts`), the
// provider's callbacks (`payment-callbacks.ts`) and receipts (`payment-receipts.ts`), over what
// they share (`payment-context.ts`); each confirmed payment is settled by `settlePayment`
// (`settle-payment.ts`) on its loan account (`ledger/loan-account.ts`).
// Types and constants live in `payment-model.ts`.
export {
  CARD_NUMBER_DIGITS,
  type CallbackOutcome,
  folioOf,
  PAYMENT_REFERENCE_TTL_HOURS,
  type PaymentReferenceRow,
  type PaymentRow,
  type PaymentsDeps,
  type PaymentsService,
  paymentView,
  type ReceiptOwner,
  referenceView,
} from './payment-model';
export type { PaymentReceipt, ReceiptFile } from './payment-receipts';

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const ctx = createPaymentsContext(deps);
  const callbacks = createPaymentCallbacks(ctx);
  return {
    ...createPaymentCards(ctx).service,
    ...createPaymentReferences(ctx).service,
    ...createPaymentReceipts(ctx).service,
    ...callbacks.service,
  };
}
