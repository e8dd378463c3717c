import { LOAN_STATUS } from '@lender/calculator/platform';
import type { Database } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { payments } from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import { CoreError } from '../errors/core-error';
import { reverseFiscalCredit } from '../fiscal/fiscal-credits';
import { recordFiscalIncome } from '../fiscal/fiscal-income';
import { reverseFiscalIncome } from '../fiscal/fiscal-reversal';
import { creditsUndone } from '../ledger/corrections';
import { type LoanAccountContext, lockLoanAccount, post, reopenIfOwed } from '../ledger/loan-account';
import type { NoticePort } from '../notices/notice-model';
import type { ApprovalsContext } from './approval-rows';
import type { ApprovalExecutor } from './approvals';
import { overpaymentRefunds } from './request-refund';

/** The payment, refused unless it is a completed repayment of this loan. */
export async function reversiblePayment(db: Database, loanId: number, paymentId: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.loanId !== loanId) throw new CoreError('not_found');
  if (payment.status !== 'completed' || payment.kind !== 'repayment') {
    throw new CoreError('invalid_transition', { params: { from: payment.status, to: 'reversed' } });
  }
  return payment;
}

/**
 * The action of an approved `payment.reversal` request, the reversal of a wrongly posted payment
 * (issue 36, ADR 110): a user with `payments.reverse` asks, another with `approvals.decide`
 * approves; the approval marks the payment `reversed`, has the loan account post its ledger lines
 * back (`payment_reversed`: an `adjustment`, `reversal:payment:<id>`,
 * once), pays what is owed again from money the borrower holds (`credit_applied`, ADR 364: a later
 * payment that left money above the balance; its income a compensation CFDI) — or, reversing that
 * later payment, undoes the credit it paid first (ADR 365) —, reopens a loan still
 * owed that the payment had closed as paid (active, or overdue past its due date: `reopenIfOwed`),
 * and audits `payment.reverse` (and `loan.reopen`). An extension's payment (the
 * loan's due date moved) and a payment whose overpayment was already refunded cannot be reversed:
 * they would need a new decision, not a posting.
 */
export const approvedPaymentReversal =
  (
    ctx: ApprovalsContext & {
      readonly loanAccount: LoanAccountContext;
      readonly notices?: NoticePort | undefined;
    },
  ): ApprovalExecutor =>
  async (request, checkerId) => {
    const { loanId, paymentId } = request.payload as { loanId: number; paymentId: number };
    const payment = await reversiblePayment(ctx.db, loanId, paymentId);
    const actor = { type: 'user' as const, id: checkerId };
    return ctx.db.transaction(async (tx) => {
      const account = await lockLoanAccount(ctx.loanAccount, tx, loanId);
      const { loan } = account;
      if (loan.status === LOAN_STATUS.writeOff) {
        throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'reversed' } });
      }
      const [marked] = await tx
        .update(payments)
        .set({ status: 'reversed' })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'completed')))
        .returning();
      if (!marked)
        throw new CoreError('invalid_transition', { params: { from: 'reversed', to: 'reversed' } });
      // Its lines (and its early payoff's rebate) go back; refunded money cannot be taken back.
      await post(account, { kind: 'payment_reversed', paymentId });
      // Its income gets no CFDI, and the CFDI it is in is cancelled (issue 51, `fiscal-documents` job).
      await reverseFiscalIncome(tx, paymentId, ctx.clock.now());
      // Its rebate went back too: the credit note of it is never issued, or cancelled (reason 03).
      await reverseFiscalCredit(tx, paymentId, ctx.clock.now());
      // A credit its overpayment paid on an earlier reversal was undone (ADR 365): so is its income.
      for (const creditFor of await creditsUndone(tx, loanId))
        await reverseFiscalIncome(tx, creditFor, ctx.clock.now(), 'credit');
      // Money a later payment left above the balance pays what is owed again (ADR 364), the income
      // it pays invoiced as a compensation; only what is left beyond the debt is refunded.
      if ((await post(account, { kind: 'credit_applied', paymentId })) > 0)
        await recordFiscalIncome(account, payment, 'credit');
      await overpaymentRefunds(ctx).overpaid(tx, loanId);
      const amount = payment.paidAmount ?? payment.amount;
      await ctx.audit.record(tx, {
        actor,
        action: 'payment.reverse',
        entity: 'payment',
        entityId: paymentId,
        before: { status: 'completed' },
        after: { status: 'reversed', amount: auditMoney(amount), loanId, approvalId: request.id },
        reason: request.reason,
      });
      // A payment that had closed the loan as paid: the loan is owed again, and overdue if late.
      const reopened = await reopenIfOwed(account, { actor, reason: request.reason });
      // The borrower is told what was reversed and what they owe now.
      await ctx.notices?.notify(tx, { kind: 'payment_reversed', paymentId });
      return { reversedCentavos: amount, paymentId, reopened };
    });
  };
