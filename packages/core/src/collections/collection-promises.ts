import { addDays, moneyView } from '@lender/calculator/kernel';
import type { PaymentPromise, PromiseOptions } from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, desc, eq, gte, inArray, lt, lte, sql } from '@lender/db/orm';
import {
  collectionClaims,
  collectionPromises,
  ledgerEntries,
  ledgerTransactions,
  loans,
} from '@lender/db/schema';
import { auditMoney } from '../audit/money';
import { PORTFOLIO_STATUSES } from '../back-office/portfolio';
import { today } from '../clock';
import { CoreError } from '../errors/core-error';
import { outstandingOf } from '../ledger/accounts';
import { loanBalances } from '../ledger/ledger';
import type { CollectionsContext } from './collection-context';
import { promisesOf, promiseView } from './collection-queue';
import { type CollectionRules, readCollectionRules } from './collection-rules';

/** What a loan owes now (centavos): the sum of its receivables. */
export async function outstandingBalanceOf(tx: Executor, loanId: number): Promise<number> {
  return outstandingOf(await loanBalances(tx, loanId));
}

/** Promises to pay (issue 38, ADR 138). */
export interface CollectionPromisesPart {
  /** What the borrower of `clientId`'s late loan may promise (`no_active_loan` without an open loan). */
  promiseOptions(clientId: number): Promise<PromiseOptions>;
  /**
   * The borrower promises `amount` centavos by `date` (within {@link promiseOptions}; a field
   * violation otherwise). Only while a payment is late and no promise waits (`invalid_transition`).
   */
  promiseByBorrower(clientId: number, input: { date: string; amount: number }): Promise<PaymentPromise>;
  /**
   * The daily job: each pending promise whose date is before `on` is `kept` when the payments the
   * ledger booked from the day it was made to its date reach its amount (or the loan is paid off),
   * else `broken`: the claim on the loan goes, so the case is back in the queue, marked.
   */
  decidePromises(on: string): Promise<{ kept: number; broken: number }>;
}

/**
 * Stores a promise in the caller's transaction: the date from today to `maxDaysAhead` days on,
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
  const madeOn = today(ctx.clock);
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

export function createCollectionPromises(ctx: CollectionsContext): CollectionPromisesPart {
  const { db, clock, audit } = ctx;

  const openLoanOf = async (tx: Executor, clientId: number) => {
    const [loan] = await tx
      .select()
      .from(loans)
      .where(and(eq(loans.clientId, clientId), inArray(loans.status, [...PORTFOLIO_STATUSES])))
      .orderBy(desc(loans.id))
      .limit(1);
    if (!loan) throw new CoreError('no_active_loan');
    return loan;
  };

  const optionsOf = async (
    tx: Executor,
    clientId: number,
    rules: CollectionRules['promise'],
  ): Promise<PromiseOptions> => {
    const loan = await openLoanOf(tx, clientId);
    const balance = await outstandingBalanceOf(tx, loan.id);
    const [newest] = await promisesOf(tx, [loan.id]);
    const current = newest?.status === 'pending' ? promiseView(newest) : null;
    const minDate = today(clock);
    return {
      allowed: loan.overdueDays > 0 && balance > 0 && current === null,
      minDate,
      maxDate: addDays(minDate, rules.maxDaysAhead),
      minAmount: moneyView(Math.min(rules.minAmountCentavos, balance)),
      maxAmount: moneyView(balance),
      current,
    };
  };

  return {
    promiseOptions: async (clientId) => optionsOf(db, clientId, (await readCollectionRules(db)).promise),

    async promiseByBorrower(clientId, input) {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const rules = (await readCollectionRules(db)).promise;
      return db.transaction(async (tx) => {
        const loan = await openLoanOf(tx, clientId);
        await tx.select({ id: loans.id }).from(loans).where(eq(loans.id, loan.id)).for('update');
        const options = await optionsOf(tx, clientId, rules);
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
    },

    async decidePromises(on) {
      const due = await db
        .select()
        .from(collectionPromises)
        .where(and(eq(collectionPromises.status, 'pending'), lt(collectionPromises.promisedDate, on)));
      let kept = 0;
      let broken = 0;
      for (const promise of due) {
        await db.transaction(async (tx) => {
          const [loan] = await tx.select().from(loans).where(eq(loans.id, promise.loanId)).for('update');
          const [still] = await tx
            .select({ status: collectionPromises.status })
            .from(collectionPromises)
            .where(eq(collectionPromises.id, promise.id))
            .for('update');
          if (!loan || still?.status !== 'pending') return;
          const paid = await paidBetween(tx, promise.loanId, promise.madeOn, promise.promisedDate);
          const paidOff = !(PORTFOLIO_STATUSES as readonly number[]).includes(loan.status);
          const status = paid >= promise.amount || paidOff ? 'kept' : 'broken';
          await tx
            .update(collectionPromises)
            .set({ status, paid, decidedAt: clock.now() })
            .where(eq(collectionPromises.id, promise.id));
          // A broken promise sends the case back to the queue, unclaimed (the queue marks it).
          if (status === 'broken')
            await tx.delete(collectionClaims).where(eq(collectionClaims.loanId, loan.id));
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
    },
  };
}
