import type { CollectionClaim } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { backOfficeUsers, collectionClaims, loans } from '@lender/db/schema';
import { standingOf } from '../back-office/portfolio';
import { CoreError } from '../errors/core-error';

// Claims on overdue loans (issue 38, ADR 136), as the manual queue's claims (ADR 241):
// `collections-claim.ts`, `collections-release.ts`.

/** Locks the loan row and throws unless it is open and overdue. */
export async function lockOverdueLoan(tx: Executor, loanId: number) {
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (!loan) throw new CoreError('not_found');
  if (standingOf(loan.status, loan.overdueDays) !== 'overdue') {
    throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'collections' } });
  }
  return loan;
}

/** Who claimed the loan, if anyone. */
export async function claimOf(tx: Executor, loanId: number): Promise<CollectionClaim | null> {
  const [row] = await tx
    .select({
      loanId: collectionClaims.loanId,
      userId: collectionClaims.userId,
      name: backOfficeUsers.name,
      claimedAt: collectionClaims.claimedAt,
    })
    .from(collectionClaims)
    .innerJoin(backOfficeUsers, eq(backOfficeUsers.id, collectionClaims.userId))
    .where(eq(collectionClaims.loanId, loanId));
  return row ? { ...row, claimedAt: row.claimedAt.toISOString() } : null;
}
