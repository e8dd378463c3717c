import type { CollectionClaim } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, eq } from '@lender/db/orm';
import { backOfficeUsers, collectionClaims, loans } from '@lender/db/schema';
import { standingOf } from '../back-office/portfolio';
import { CoreError } from '../errors/core-error';
import type { CollectionsContext } from './collection-context';

/** Claims on overdue loans (issue 38, ADR 136), as the manual queue's claims (ADR 241). */
export interface CollectionClaimsPart {
  /**
   * Claims an overdue loan for `userId`: others see who works it, and only the claimer logs contacts
   * on it. Claimed by another: `already_claimed` unless `takeOver` (audited). A loan that is not open
   * and overdue: `invalid_transition`. Claiming one's own case again changes nothing.
   */
  claim(userId: number, loanId: number, takeOver: boolean): Promise<CollectionClaim>;
  /** Releases one's own claim (a no-op when there is none). */
  release(userId: number, loanId: number): Promise<void>;
}

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

export function createCollectionClaims(ctx: CollectionsContext): CollectionClaimsPart {
  const { db, clock, audit } = ctx;
  return {
    async claim(userId, loanId, takeOver) {
      return db.transaction(async (tx) => {
        await lockOverdueLoan(tx, loanId);
        const current = await claimOf(tx, loanId);
        if (current && current.userId !== userId && !takeOver) {
          throw new CoreError('already_claimed', { params: { userId: current.userId } });
        }
        if (current?.userId === userId) return current;
        const now = clock.now();
        await tx
          .insert(collectionClaims)
          .values({ loanId, userId, claimedAt: now })
          .onConflictDoUpdate({ target: collectionClaims.loanId, set: { userId, claimedAt: now } });
        await audit.record(tx, {
          actor: { type: 'user', id: userId },
          action: current ? 'collections.claim_take_over' : 'collections.claim',
          entity: 'loan',
          entityId: loanId,
          before: { claimedBy: current?.userId ?? null },
          after: { claimedBy: userId },
        });
        return (await claimOf(tx, loanId)) as CollectionClaim;
      });
    },

    async release(userId, loanId) {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(collectionClaims)
          .where(and(eq(collectionClaims.loanId, loanId), eq(collectionClaims.userId, userId)))
          .returning();
        if (gone) {
          await audit.record(tx, {
            actor: { type: 'user', id: userId },
            action: 'collections.claim_release',
            entity: 'loan',
            entityId: loanId,
            before: { claimedBy: userId },
            after: { claimedBy: null },
          });
        }
      });
    },
  };
}
