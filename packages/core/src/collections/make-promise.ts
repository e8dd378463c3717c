import type { PaymentPromise } from '@lender/contracts';
import { eq } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import { openLoanOf } from '../loans/loan-context';
import type { CollectionsContext } from './collection-context';
import { insertPromise, outstandingBalanceOf } from './collection-promises';
import { readCollectionRules } from './collection-rules';
import { promisesOf, promiseView } from './collections-queue';
import { promiseOptionsOf } from './promise-options';

/**
 * `client.makePromise`: the borrower promises `amount` centavos by `date` (within
 * {@link promiseOptions}; a field violation otherwise). Only while a payment is late and no promise
 * waits (`invalid_transition`).
 */
export async function makePromise(
  ctx: CollectionsContext,
  { actorId: clientId, body: input }: { actorId: number; body: { date: string; amount: number } },
): Promise<PaymentPromise> {
  const { db } = ctx;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const rules = (await readCollectionRules(db)).promise;
  return db.transaction(async (tx) => {
    const loan = await openLoanOf(tx, clientId);
    await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, loan.id)).for('update');
    const options = await promiseOptionsOf(ctx, tx, clientId, rules);
    if (!options.allowed) {
      throw new CoreError('invalid_transition', { params: { from: loan.status, to: 'promise' } });
    }
    const balance = await outstandingBalanceOf(tx, loan.id);
    const id = await insertPromise(ctx, tx, {
      loanId: loan.id,
      clientId,
      userId: null,
      contactId: null,
      date: input.date,
      amount: input.amount,
      balance,
      rules,
      field: [],
    });
    const [row] = (await promisesOf(tx, [loan.id])).filter((promise) => promise.id === id);
    return promiseView(row as NonNullable<typeof row>);
  });
}
