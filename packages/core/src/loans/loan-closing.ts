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

/** Closing a loan: written off by the back office, or paid when nothing is owed. */
export function createLoanClosing(ctx: LoansContext) {
  const { db, clock, audit } = ctx;
  const service: Pick<LoansService, 'writeOff' | 'closeIfPaid'> = {
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
  };
  return { service };
}
