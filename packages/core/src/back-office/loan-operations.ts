import { auditMoney } from '../audit/money';
import type { OperationsContext } from './operations-context';
import type { BackOfficeService } from './operations-model';

/** Money on a loan from the back office: recorded payments and write-offs. */
export function createLoanOperations(ctx: OperationsContext) {
  const { deps, db, audit } = ctx;
  const service: Pick<BackOfficeService, 'recordPayment' | 'writeOff'> = {
    async recordPayment(actor, loanId, input) {
      const result = await deps.payments.recordExternalPayment({
        loanId,
        amount: input.amount,
        reference: input.reference,
        actor: { type: 'user', id: actor.userId },
      });
      if (!result.duplicate) {
        // The payments service has recorded `payment.complete` in its transaction; this entry
        // keeps the back-office facts it does not store (date paid, receipt, reason).
        await audit.record(db, {
          actor: { type: 'user', id: actor.userId },
          action: 'loan.record_payment',
          entity: 'loan',
          entityId: loanId,
          after: {
            paymentId: result.payment.id,
            amount: auditMoney(input.amount),
            paidOn: input.paidOn,
            receipt: input.reference,
          },
          reason: input.reason,
        });
      }
      return result;
    },
    async writeOff(actor, loanId, reason) {
      await deps.loans.writeOff(loanId, { type: 'user', id: actor.userId }, reason);
      return deps.loans.loanView(loanId);
    },
  };
  return { service };
}
