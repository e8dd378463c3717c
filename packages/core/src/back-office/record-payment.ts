import type { ManualPaymentForm, Payment } from '@lender/contracts';
import { auditMoney } from '../audit/money';
import type { CentavosIn } from '../payments/payment-model';
import type { PaymentsContext } from '../payments/payments';
import { recordExternalPayment } from '../payments/record-external-payment';

/**
 * `backOffice.recordPayment`: a payment received outside the providers (bank deposit…), recorded
 * through the payments' `recordExternalPayment`; `amount.amount` in centavos (the API converts the
 * request's pesos). The receipt `reference` names one deposit: a repeat returns the first payment
 * and writes nothing, the receipt recorded on another loan or for another amount, day or form is
 * refused on `reference` (ADR 362). Settled as of `paidOn`, the day the borrower paid (`recordExternalPayment`);
 * `paymentForm` (cash at the window, a check, a transfer) is its CFDI's form of payment (ADR 360).
 * Audited with who, amount, date paid, form, reference and reason.
 */
export async function recordPayment(
  ctx: PaymentsContext,
  {
    actorId: userId,
    params: { id: loanId },
    body: input,
  }: {
    readonly actorId: number;
    readonly params: { readonly id: number };
    readonly body: {
      readonly amount: CentavosIn;
      readonly paidOn: string;
      /** How the money came (c_FormaPago of its CFDI, ADR 360); a transfer when not given. */
      readonly paymentForm?: ManualPaymentForm | undefined;
      readonly reference: string;
      readonly reason: string;
    };
  },
): Promise<Payment> {
  const amount = input.amount.amount;
  const result = await recordExternalPayment(ctx, {
    loanId,
    amount,
    reference: input.reference,
    actor: { type: 'user', id: userId },
    paidOn: input.paidOn,
    paymentForm: input.paymentForm ?? '03',
  });
  if (!result.duplicate) {
    // The payments have recorded `payment.complete` in their transaction; this entry keeps the
    // back-office facts they do not store (date paid, receipt, reason).
    await ctx.audit.record(ctx.db, {
      actor: { type: 'user', id: userId },
      action: 'loan.record_payment',
      entity: 'loan',
      entityId: loanId,
      after: {
        paymentId: result.payment.id,
        amount: auditMoney(amount),
        paidOn: input.paidOn,
        paymentForm: input.paymentForm ?? '03',
        receipt: input.reference,
      },
      reason: input.reason,
    });
  }
  return result.payment;
}
