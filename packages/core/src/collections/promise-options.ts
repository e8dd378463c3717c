import { addDays, moneyView } from '@lender/calculator/kernel';
import type { PromiseOptions } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { type KnownOpenLoan, openLoanOf } from '../loans/loan-context';
import type { CollectionsContext } from './collection-context';
import { borrowerToday, outstandingBalanceOf } from './collection-promises';
import { type CollectionRules, readCollectionRules } from './collection-rules';
import { promisesOf, promiseView } from './collections-queue';

/** What the borrower may promise on their open loan under the promise rules. */
export async function promiseOptionsOf(
  ctx: Pick<CollectionsContext, 'clock' | 'loanAccount'>,
  tx: Executor,
  clientId: number,
  rules: CollectionRules['promise'],
  known?: KnownOpenLoan,
): Promise<PromiseOptions> {
  const loan = known?.loan ?? (await openLoanOf(tx, clientId));
  const balance = known?.balance ?? (await outstandingBalanceOf(tx, loan.id));
  const [newest] = await promisesOf(tx, [loan.id]);
  const current = newest?.status === 'pending' ? promiseView(newest) : null;
  // The borrower's business date, the one their loan's days late and balance are read on.
  const minDate = await borrowerToday(ctx, clientId, tx);
  return {
    allowed: loan.overdueDays > 0 && balance > 0 && current === null,
    minDate,
    maxDate: addDays(minDate, rules.maxDaysAhead),
    minAmount: moneyView(Math.min(rules.minAmountCentavos, balance)),
    maxAmount: moneyView(balance),
    current,
  };
}

/** `client.promiseOptions`: what the borrower of `clientId`'s late loan may promise (`no_active_loan` without an open loan). */
export async function promiseOptions(
  ctx: Pick<CollectionsContext, 'db' | 'clock' | 'loanAccount'>,
  { actorId: clientId }: { actorId: number },
): Promise<PromiseOptions> {
  return promiseOptionsOf(ctx, ctx.db, clientId, (await readCollectionRules(ctx.db)).promise);
}
