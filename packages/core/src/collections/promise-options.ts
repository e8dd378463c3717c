import { addDays, moneyView } from '@lender/calculator/kernel';
import type { PromiseOptions } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, inArray } from '@lender/db/orm';
import { loans } from '@lender/db/schema';
import { PORTFOLIO_STATUSES } from '../back-office/portfolio';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import type { CollectionsContext } from './collection-context';
import { outstandingBalanceOf } from './collection-promises';
import { type CollectionRules, readCollectionRules } from './collection-rules';
import { promisesOf, promiseView } from './collections-queue';

/** The borrower's newest open loan (`no_active_loan` without one). */
export async function openLoanOf(tx: Executor, clientId: number) {
  const [loan] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.clientId, clientId), inArray(loans.status, [...PORTFOLIO_STATUSES])))
    .orderBy(desc(loans.id))
    .limit(1);
  if (!loan) throw new CoreError('no_active_loan');
  return loan;
}

/** What the borrower may promise on their open loan under the promise rules. */
export async function promiseOptionsOf(
  ctx: Pick<CollectionsContext, 'clock'>,
  tx: Executor,
  clientId: number,
  rules: CollectionRules['promise'],
): Promise<PromiseOptions> {
  const loan = await openLoanOf(tx, clientId);
  const balance = await outstandingBalanceOf(tx, loan.id);
  const [newest] = await promisesOf(tx, [loan.id]);
  const current = newest?.status === 'pending' ? promiseView(newest) : null;
  const minDate = today(ctx.clock);
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
  ctx: Pick<CollectionsContext, 'db' | 'clock'>,
  clientId: number,
): Promise<PromiseOptions> {
  return promiseOptionsOf(ctx, ctx.db, clientId, (await readCollectionRules(ctx.db)).promise);
}
