import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ApprovalRequest } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, inArray } from '@lender/db/orm';
import { ledgerEntries, ledgerTransactions, payments } from '@lender/db/schema';
import type { AuditService } from '../audit/audit';
import { auditMoney } from '../audit/money';
import type { Clock } from '../clock';
import { CoreError } from '../errors/core-error';
import type { LedgerAccount, LedgerLine } from '../ledger/accounts';
import { balanceOf } from '../ledger/accounts';
import { loanBalances, postTransaction } from '../ledger/ledger';
import type { LoansService } from '../loans/loans';
import type { ApprovalExecutor, ApprovalsService } from './approvals';

/**
 * The reversal of a wrongly posted payment (issue 36, ADR 110): a user with `payments.reverse` asks,
 * another with `approvals.decide` approves; the approval posts the payment's ledger lines back
 * (an `adjustment`, `reversal:payment:<id>`, once), marks the payment `reversed`, reopens a loan the
 * payment had closed as paid (active, or overdue past its due date: `loans.reopenIfOwed`), and
 * audits `payment.reverse` (and `loan.reopen`). An extension's
 * payment (the loan's due date moved) and a payment whose overpayment was already refunded cannot
 * be reversed: they would need a new decision, not a posting.
 */
export function createPaymentReversal(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  loans: LoansService;
  approvals: ApprovalsService;
}) {
  const { db, audit } = deps;

  /** The payment, refused unless it is a completed repayment of this loan. */
  const reversible = async (loanId: number, paymentId: number) => {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.loanId !== loanId) throw new CoreError('not_found');
    if (payment.status !== 'completed' || payment.kind !== 'repayment') {
      throw new CoreError('invalid_transition', { params: { from: payment.status, to: 'reversed' } });
    }
    return payment;
  };

  /** The lines of the payment's own postings (and of an early-payoff rebate posted with it), negated. */
  const reversingLines = async (loanId: number, paymentId: number): Promise<LedgerLine[]> => {
    const [posted] = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.loanId, loanId),
          eq(ledgerTransactions.kind, 'payment'),
          eq(ledgerTransactions.reference, `payment:${paymentId}`),
        ),
      );
    if (!posted) return [];
    const ids = [posted.id];
    // A payoff in full before the due date posted its rebate just before the payment (one settle).
    const [rebate] = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.loanId, loanId),
          eq(ledgerTransactions.kind, 'early_payoff_rebate'),
          eq(ledgerTransactions.id, posted.id - 1),
        ),
      );
    if (rebate) ids.push(rebate.id);
    const entries = await db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.transactionId, ids));
    const sums = new Map<string, number>();
    for (const entry of entries) sums.set(entry.account, (sums.get(entry.account) ?? 0) - entry.amount);
    return [...sums]
      .filter(([, amount]) => amount !== 0)
      .map(([account, amount]) => ({ account: account as LedgerAccount, amount }));
  };

  const executor: ApprovalExecutor = async (request, checkerId) => {
    const { loanId, paymentId } = request.payload as { loanId: number; paymentId: number };
    const payment = await reversible(loanId, paymentId);
    const lines = await reversingLines(loanId, paymentId);
    const actor = { type: 'user' as const, id: checkerId };
    return db.transaction(async (tx) => {
      const { loan, today } = await deps.loans.lockForMoney(tx, loanId);
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
      if (lines.length > 0) {
        // The overpayment this payment left must still be held: refunded money cannot be taken back.
        const suspense = balanceOf(await loanBalances(tx, loanId), 'overpayment_suspense');
        const back = lines.find((line) => line.account === 'overpayment_suspense')?.amount ?? 0;
        if (suspense + back > 0) {
          throw new CoreError('invalid_transition', { params: { from: 'refunded', to: 'reversed' } });
        }
        await postTransaction(tx, {
          loanId,
          kind: 'adjustment',
          reference: `reversal:payment:${paymentId}`,
          lines,
          effectiveDate: today,
        });
      }
      const amount = payment.paidAmount ?? payment.amount;
      await audit.record(tx, {
        actor,
        action: 'payment.reverse',
        entity: 'payment',
        entityId: paymentId,
        before: { status: 'completed' },
        after: { status: 'reversed', amount: auditMoney(amount), loanId, approvalId: request.id },
        reason: request.reason,
      });
      // A payment that had closed the loan as paid: the loan is owed again, and overdue if late.
      const reopened = await deps.loans.reopenIfOwed(tx, loanId, actor, request.reason);
      return { reversedCentavos: amount, paymentId, reopened };
    });
  };

  return {
    executor,
    async request(
      makerId: number,
      loanId: number,
      paymentId: number,
      reason: string,
    ): Promise<ApprovalRequest> {
      const payment = await reversible(loanId, paymentId);
      return deps.approvals.request(makerId, {
        kind: 'payment.reversal',
        entity: 'payment',
        entityId: paymentId,
        payload: { loanId, paymentId, amountCentavos: payment.paidAmount ?? payment.amount },
        reason,
      });
    },
  };
}
