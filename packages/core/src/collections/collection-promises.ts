import { addDays } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, eq, gte, lte, sql } from '@lender/db/orm';
import { collectionPromises, ledgerEntries, ledgerTransactions } from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import type { CollectionsContext } from './collection-context';
import type { CollectionRules } from './collection-rules';

// Promises to pay (issue 38, ADR 138): what `promise-options.ts`, `make-promise.ts`,
// `collections-log-contact.ts` and `decide-promises.ts` share.

/** What a loan owes now (centavos): the sum of its receivables. */
export async function outstandingBalanceOf(tx: Executor, loanId: number): Promise<number> {
  return outstandingOf(await loanBalances(tx, loanId));
}

/** The borrower's business date: their loan's (a sandbox client's own clock), else the platform's. */
export function borrowerToday(
  ctx: Pick<CollectionsContext, 'clock' | 'loanAccount'>,
  clientId: number,
  tx: Executor,
): Promise<string> {
  return ctx.loanAccount ? ctx.loanAccount.todayOf(clientId, tx) : Promise.resolve(today(ctx.clock));
}

/**
 * Stores a promise in the caller's transaction: the date from the borrower's today to `maxDaysAhead` days on,
 * the amount from `minAmountCentavos` (or the whole balance, when less) to the balance. A pending
 * promise of the loan is `replaced`.
 */
export async function insertPromise(
  ctx: CollectionsContext,
  tx: Executor,
  input: {
    loanId: number;
    clientId: number;
    userId: number | null;
    contactId: number | null;
    date: string;
    amount: number;
    balance: number;
    rules: CollectionRules['promise'];
    /** Where the promise sits in the request: `['promise']` in a contact, `[]` on its own. */
    field: readonly string[];
  },
): Promise<number> {
  const madeOn = await borrowerToday(ctx, input.clientId, tx);
  const last = addDays(madeOn, input.rules.maxDaysAhead);
  const least = Math.min(input.rules.minAmountCentavos, input.balance);
  if (input.date < madeOn) throw outOfBounds(input.field, 'date', 'too_small', madeOn);
  if (input.date > last) throw outOfBounds(input.field, 'date', 'too_big', last);
  if (input.amount < least) throw outOfBounds(input.field, 'amount', 'too_small', least / 100);
  if (input.amount > input.balance) {
    throw outOfBounds(input.field, 'amount', 'too_big', input.balance / 100);
  }
  await tx
    .update(collectionPromises)
    .set({ status: 'replaced', decidedAt: ctx.clock.now() })
    .where(and(eq(collectionPromises.loanId, input.loanId), eq(collectionPromises.status, 'pending')));
  const [row] = await tx
    .insert(collectionPromises)
    .values({
      loanId: input.loanId,
      clientId: input.clientId,
      userId: input.userId,
      contactId: input.contactId,
      madeOn,
      promisedDate: input.date,
      amount: input.amount,
    })
    .returning({ id: collectionPromises.id });
  if (!row) throw new Error('promise not stored');
  await ctx.audit.record(tx, {
    actor:
      input.userId === null ? { type: 'client', id: input.clientId } : { type: 'user', id: input.userId },
    action: 'collections.promise',
    entity: 'loan',
    entityId: input.loanId,
    after: { promiseId: row.id, promisedDate: input.date, amount: auditMoney(input.amount) },
  });
  return row.id;
}

/** A 400 field violation: the promise's date or amount outside its bounds (`limit` in the message's words). */
export function outOfBounds(
  at: readonly string[],
  part: 'date' | 'amount',
  code: 'too_small' | 'too_big',
  limit: string | number,
): CoreError {
  return new CoreError('validation_failed', {
    violations: [
      {
        field: [...at, part],
        code,
        message: `${code === 'too_small' ? 'At least' : 'At most'} ${limit}`,
        params: { limit },
      },
    ],
  });
}

/** Money received on a loan from `from` to `to` (business dates): cash in through payments, centavos. */
export async function paidBetween(tx: Executor, loanId: number, from: string, to: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.loanId, loanId),
        eq(ledgerEntries.account, 'cash_bank'),
        eq(ledgerTransactions.kind, 'payment'),
        gte(ledgerTransactions.effectiveDate, from),
        lte(ledgerTransactions.effectiveDate, to),
      ),
    );
  return Number(row?.sum ?? 0);
}
