import { and, eq, exists, lt, ne, or, sql } from '@lender/db/orm';
import { collectionClaims, collectionPromises, loans, sandboxClients } from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import { PORTFOLIO_STATUSES } from '../back-office/portfolio';
import { lastDayToPay } from '../calendar/bank-calendar';
import type { CollectionsContext } from './collection-context';
import { borrowerToday, paidBetween } from './collection-promises';

/**
 * The daily job (issue 38, ADR 138): each pending promise whose last day to pay is before its
 * borrower's day is `kept` when the payments the ledger booked from the day it was made to that day
 * reach its amount (or the loan is paid off), else `broken`: the claim on the loan goes, so the case
 * is back in the queue, marked. The borrower's day is the one the promise was made and dated on (a
 * sandbox client's own clock, ADR 372; `on`, the run's business day, for everyone else); a date on a
 * day banks are closed may be paid until the next business day (`lastDayToPay`), as a due date.
 */
export async function decidePromises(
  ctx: Pick<CollectionsContext, 'db' | 'clock' | 'audit' | 'loanAccount'>,
  on: string,
): Promise<{ kept: number; broken: number }> {
  const { db, clock, audit } = ctx;
  // Read by date (ADR 380's open point): a promise dated on or after the run's day is not due yet and
  // is not read; the others are judged on that day, with no look-up of each borrower's day. Only a
  // borrower on a clock of their own (a sandbox tester's, ahead of or behind the platform's) has every
  // pending promise read, each judged on their own day.
  const ownClock = exists(
    db
      .select({ clientId: sandboxClients.clientId })
      .from(sandboxClients)
      .where(
        and(eq(sandboxClients.clientId, collectionPromises.clientId), ne(sandboxClients.clockOffsetDays, 0)),
      ),
  );
  const pending = await db
    .select({ promise: collectionPromises, ownClock: sql<boolean>`${ownClock}` })
    .from(collectionPromises)
    .where(
      and(eq(collectionPromises.status, 'pending'), or(lt(collectionPromises.promisedDate, on), ownClock)),
    );
  let kept = 0;
  let broken = 0;
  for (const { promise, ownClock: ofOwnClock } of pending) {
    const day = ctx.loanAccount && ofOwnClock ? await borrowerToday(ctx, promise.clientId, db) : on;
    const lastDay = lastDayToPay(promise.promisedDate);
    if (lastDay >= day) continue;
    await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, promise.loanId)).for('update');
      const [still] = await tx
        .select({ status: collectionPromises.status })
        .from(collectionPromises)
        .where(eq(collectionPromises.id, promise.id))
        .for('update');
      if (!loan || still?.status !== 'pending') return;
      const paid = await paidBetween(tx, promise.loanId, promise.madeOn, lastDay);
      const paidOff = !(PORTFOLIO_STATUSES as readonly number[]).includes(loan.status);
      const status = paid >= promise.amount || paidOff ? 'kept' : 'broken';
      await tx
        .update(collectionPromises)
        .set({ status, paid, decidedAt: clock.now() })
        .where(eq(collectionPromises.id, promise.id));
      // A broken promise sends the case back to the queue, unclaimed (the queue marks it).
      if (status === 'broken') await tx.delete(collectionClaims).where(eq(collectionClaims.loanId, loan.id));
      await audit.record(tx, {
        actor: { type: 'system' },
        action: status === 'kept' ? 'collections.promise_kept' : 'collections.promise_broken',
        entity: 'loan',
        entityId: loan.id,
        after: { promiseId: promise.id, amount: auditMoney(promise.amount), paid: auditMoney(paid) },
      });
      if (status === 'kept') kept += 1;
      else broken += 1;
    });
  }
  return { kept, broken };
}
