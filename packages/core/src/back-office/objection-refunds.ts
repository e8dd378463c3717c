import { formatMoney } from '@lender/i18n';
import { t } from '../i18n';
import type { ObjectionRefunds } from '../mandates/mandate-model';
import type { ApprovalsContext } from './approval-rows';
import { fileApproval } from './approvals';
import { systemMakerId } from './request-refund';

/**
 * A payer's objection to a direct debit inside the legal window (issue 66, ADR 325) opens a refund
 * case: the platform files a `payment.reversal` request of the debited payment (maker: the system,
 * ADR 309) that an admin approves, so the payment the payer's bank gives back stops counting.
 */
export function objectionRefunds(ctx: Pick<ApprovalsContext, 'clock' | 'audit'>): ObjectionRefunds {
  return {
    async objected(tx, { loanId, paymentId, amount, chargeOn }) {
      const system = await systemMakerId(tx);
      const created = await fileApproval(
        ctx,
        tx,
        system,
        {
          kind: 'payment.reversal',
          entity: 'payment',
          entityId: paymentId,
          payload: { loanId, paymentId, amountCentavos: amount },
          reason: t('backoffice:approvals.debitObjection', { amount: formatMoney(amount), date: chargeOn }),
        },
        { type: 'system' },
      );
      return created?.id ?? null;
    },
  };
}
