import { moneyView } from '@lender/calculator/kernel';
import { LOAN_STATUS } from '@lender/calculator/platform';
import type { ClosedLoan } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, inArray, sql } from '@lender/db/orm';
import { loans, payments } from '@lender/db/schema';
import { contractNumberOf } from '../contract-number';
import { cepFormatsOf, cepProofs } from './cep-proof';
import { paymentView } from './payment-model';

/** Loans that are over: what the no-loan page lists (spec §4 loan statuses). */
export const CLOSED_LOAN_STATUSES = [
  LOAN_STATUS.paid,
  LOAN_STATUS.terminated,
  LOAN_STATUS.soldDebt,
  LOAN_STATUS.writeOff,
] as const;

/**
 * `client.closedLoans`: the borrower's loans that are over, newest first, with what was paid on each
 * and every payment received (its receipt and CEP stay downloadable after the payoff, issue 61).
 */
export async function closedLoans(
  ctx: { db: Executor },
  { actorId: clientId }: { readonly actorId: number },
): Promise<{ loans: ClosedLoan[] }> {
  const rows = await ctx.db
    .select({
      loan: loans,
      // The loan's own id written out: in a select from one table Drizzle writes a column of the
      // select list unqualified (`"id"`), which inside this subquery named the payment's id, so
      // only a payment whose id equalled the loan's was summed.
      paid: sql<string>`coalesce((select sum(coalesce(p.paid_amount, p.amount))
        from ${payments} p where p.loan_id = "loans"."id" and p.status = 'completed'), 0)`,
    })
    .from(loans)
    .where(and(eq(loans.clientId, clientId), inArray(loans.status, [...CLOSED_LOAN_STATUSES])))
    .orderBy(desc(loans.id));
  const received =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(payments)
          .where(
            and(
              inArray(
                payments.loanId,
                rows.map((row) => row.loan.id),
              ),
              eq(payments.status, 'completed'),
            ),
          )
          .orderBy(desc(payments.id));
  const proofs = await cepProofs(
    ctx.db,
    received.filter((row) => row.paymentType === 'clabe').map((row) => row.id),
  );
  return {
    loans: rows.map(({ loan, paid }) => ({
      id: loan.id,
      contractNumber: contractNumberOf(loan.applicationId),
      status: loan.status as ClosedLoan['status'],
      principal: moneyView(loan.principal),
      paid: moneyView(Number(paid)),
      signedAt: loan.signedAt.toISOString(),
      startDate: loan.startDate,
      dueDate: loan.dueDate,
      closedAt: loan.closedAt ? loan.closedAt.toISOString() : null,
      payments: received
        .filter((row) => row.loanId === loan.id)
        .map((row) => paymentView(row, cepFormatsOf(proofs.get(row.id)))),
    })),
  };
}
