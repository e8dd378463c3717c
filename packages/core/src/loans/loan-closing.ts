import { LOAN_STATUS } from '@lender/calculator/platform';
import { and, eq, inArray, sql } from '@lender/db/orm';
import { clients, loanInvoices, loans, rollovers } from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import { businessDate } from '../clock';
import { CoreError } from '../errors/core-error';
import { balanceOf, outstandingOf } from '../ledger/accounts';
import { loanBalances, postTransaction } from '../ledger/ledger';
import { writeOffLines } from '../ledger/postings';
import type { LoansContext } from './loan-context';
import { type LoansService, OPEN_LOAN_STATUSES } from './loan-model';
import type { createLoanOverdue } from './loan-overdue';

/** Closing a loan: written off by the back office, or paid when nothing is owed. */
export function createLoanClosing(ctx: LoansContext, overdue: ReturnType<typeof createLoanOverdue>) {
  const { db, clock, audit } = ctx;
  const service: Pick<LoansService, 'writeOff' | 'closeIfPaid' | 'reopenIfOwed'> = {
    async writeOff(loanId, actor, reason) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ status: loans.status }).from(loans).where(eq(loans.id, loanId));
        const [loan] = await tx
          .update(loans)
          .set({ status: LOAN_STATUS.writeOff, closedAt: now, updatedAt: now })
          .where(and(eq(loans.id, loanId), inArray(loans.status, [...OPEN_LOAN_STATUSES])))
          .returning();
        if (!loan) {
          if (!before) throw new CoreError('not_found');
          throw new CoreError('invalid_transition', {
            params: { from: before.status, to: LOAN_STATUS.writeOff },
          });
        }
        const balances = await loanBalances(tx, loanId);
        const lines = writeOffLines(balances);
        const writtenOff = outstandingOf(balances);
        if (lines.length > 0) {
          await postTransaction(tx, {
            loanId,
            kind: 'write_off',
            reference: `write_off:${loanId}`,
            lines,
            effectiveDate: businessDate(now),
          });
        }
        await audit.record(tx, {
          actor,
          action: 'loan.write_off',
          entity: 'loan',
          entityId: loanId,
          before: { status: before?.status },
          after: { status: LOAN_STATUS.writeOff, writtenOff: auditMoney(writtenOff) },
          reason,
        });
        return { writtenOff };
      });
    },
    async closeIfPaid(tx, loanId, actor) {
      const balances = await loanBalances(tx, loanId);
      if (outstandingOf(balances) > 0 || balanceOf(balances, 'principal_receivable') > 0) return false;
      const now = clock.now();
      const [closed] = await tx
        .update(loans)
        .set({ status: LOAN_STATUS.paid, closedAt: now, updatedAt: now, overdueDays: 0 })
        .where(and(eq(loans.id, loanId), inArray(loans.status, [...OPEN_LOAN_STATUSES])))
        .returning();
      if (!closed) return false;
      await tx
        .update(loanInvoices)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(loanInvoices.loanId, loanId), eq(loanInvoices.kind, 'repayment')));
      await tx
        .update(rollovers)
        .set({ status: 'cancelled' })
        .where(and(eq(rollovers.loanId, loanId), inArray(rollovers.status, ['inactive', 'active'])));
      await tx
        .update(clients)
        .set({ closedLoansCount: sql`${clients.closedLoansCount} + 1`, updatedAt: now })
        .where(eq(clients.id, closed.clientId));
      await audit.record(tx, {
        actor,
        action: 'loan.paid',
        entity: 'loan',
        entityId: loanId,
        before: { status: LOAN_STATUS.active },
        after: { status: LOAN_STATUS.paid },
      });
      await ctx.deps.notices?.notify(tx, { kind: 'loan_paid_off', loanId });
      return true;
    },
    async reopenIfOwed(tx, loanId, actor, reason) {
      const balances = await loanBalances(tx, loanId);
      if (outstandingOf(balances) <= 0 && balanceOf(balances, 'principal_receivable') <= 0) return false;
      const now = clock.now();
      const [reopened] = await tx
        .update(loans)
        .set({ status: LOAN_STATUS.active, closedAt: null, updatedAt: now })
        .where(and(eq(loans.id, loanId), eq(loans.status, LOAN_STATUS.paid)))
        .returning();
      if (!reopened) return false;
      await tx
        .update(loanInvoices)
        .set({ status: 'unpaid', paidAt: null })
        .where(and(eq(loanInvoices.loanId, loanId), eq(loanInvoices.kind, 'repayment')));
      // The loan no longer counts as repaid: the client's closed loans (their type, their limits)
      // go back to what they were before the payoff.
      await tx
        .update(clients)
        .set({ closedLoansCount: sql`greatest(${clients.closedLoansCount} - 1, 0)`, updatedAt: now })
        .where(eq(clients.id, reopened.clientId));
      await audit.record(tx, {
        actor,
        action: 'loan.reopen',
        entity: 'loan',
        entityId: loanId,
        before: { status: LOAN_STATUS.paid },
        after: { status: LOAN_STATUS.active, owed: auditMoney(outstandingOf(balances)) },
        reason,
      });
      // Past its due date it is overdue again: its overdue days, late fees and hold, as every read.
      await overdue.accrueOverdue(tx, reopened, await ctx.todayOf(reopened.clientId, tx));
      return true;
    },
  };
  return { service };
}
