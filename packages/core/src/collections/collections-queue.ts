import { moneyView } from '@lender/calculator/kernel';
import {
  type CollectionQueueItem,
  type CollectionQueueQuery,
  fullNameOf,
  type OverdueBucket,
  type PaymentPromise,
} from '@lender/contracts';
import type { Executor } from '@lender/db';
import { and, asc, desc, eq, inArray, isNull, max, type SQL, sql } from '@lender/db/orm';
import {
  backOfficeUsers,
  clients,
  collectionClaims,
  collectionContacts,
  collectionPromises,
  loans,
} from '@lender/db/schema';
import { dataNotBlocked } from '../arco/visible-clients';
import { bucketOf, bucketWhere, outstandingBalanceSql, standingWhere } from '../back-office/portfolio';
import { nameColumns } from '../identity/name-parts';
import type { CollectionsContext } from './collection-context';

/** A page of the collections queue and how many cases match. */
export interface CollectionQueuePage {
  items: CollectionQueueItem[];
  total: number;
}

const promiseSelect = {
  id: collectionPromises.id,
  loanId: collectionPromises.loanId,
  promisedDate: collectionPromises.promisedDate,
  amount: collectionPromises.amount,
  status: collectionPromises.status,
  madeOn: collectionPromises.madeOn,
  paid: collectionPromises.paid,
  collector: backOfficeUsers.name,
};

/** A stored promise as the API shows it. */
export function promiseView(row: {
  id: number;
  promisedDate: string;
  amount: number;
  status: string;
  madeOn: string;
  paid: number | null;
  collector: string | null;
}): PaymentPromise {
  return {
    id: row.id,
    promisedDate: row.promisedDate,
    amount: moneyView(row.amount),
    status: row.status as PaymentPromise['status'],
    madeOn: row.madeOn,
    collector: row.collector,
    paid: row.paid === null ? null : moneyView(row.paid),
  };
}

/** The promises of `loanIds`, newest first. */
export async function promisesOf(tx: Executor, loanIds: readonly number[]) {
  if (loanIds.length === 0) return [];
  return tx
    .select(promiseSelect)
    .from(collectionPromises)
    .leftJoin(backOfficeUsers, eq(backOfficeUsers.id, collectionPromises.userId))
    .where(inArray(collectionPromises.loanId, [...loanIds]))
    .orderBy(desc(collectionPromises.id));
}

/**
 * `backOffice.collectionsQueue`: the queue (issue 38): the open loans at least one day past due (the portfolio's definition, ADR
 * 111), in one bucket or all, everyone's, mine or nobody's, sorted by days past due or balance (the
 * loan id breaks ties, so a page never repeats or skips a case).
 */
export async function collectionsQueue(
  ctx: CollectionsContext,
  { actorId: userId, query }: { actorId: number; query: CollectionQueueQuery },
): Promise<CollectionQueuePage> {
  const { db } = ctx;
  // A borrower whose data is blocked (a cancellation, ADR 292) is in no work list.
  const conditions: SQL[] = [
    query.bucket ? bucketWhere(query.bucket) : standingWhere('overdue'),
    dataNotBlocked(loans.clientId),
  ];
  if (query.claim === 'mine') conditions.push(eq(collectionClaims.userId, userId));
  if (query.claim === 'unclaimed') conditions.push(isNull(collectionClaims.userId));
  const where = and(...conditions);
  const balance = sql<string>`${outstandingBalanceSql}`;
  const descending = query.sort.startsWith('-');
  const key = query.sort.endsWith('balance') ? balance : sql`${loans.overdueDays}`;
  const rows = await db
    .select({
      loanId: loans.id,
      clientId: loans.clientId,
      status: loans.status,
      overdueDays: loans.overdueDays,
      dueDate: loans.dueDate,
      balance,
      ...nameColumns,
      claimUserId: collectionClaims.userId,
      claimedAt: collectionClaims.claimedAt,
      claimName: backOfficeUsers.name,
    })
    .from(loans)
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .leftJoin(collectionClaims, eq(collectionClaims.loanId, loans.id))
    .leftJoin(backOfficeUsers, eq(backOfficeUsers.id, collectionClaims.userId))
    .where(where)
    .orderBy(descending ? desc(key) : asc(key), asc(loans.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loans)
    .leftJoin(collectionClaims, eq(collectionClaims.loanId, loans.id))
    .where(where);
  const ids = rows.map((row) => row.loanId);
  const promises = await promisesOf(db, ids);
  const lastContacts =
    ids.length === 0
      ? []
      : await db
          .select({ loanId: collectionContacts.loanId, at: max(collectionContacts.contactedAt) })
          .from(collectionContacts)
          .where(inArray(collectionContacts.loanId, ids))
          .groupBy(collectionContacts.loanId);
  const items = rows.map((row): CollectionQueueItem => {
    const newest = promises.find((promise) => promise.loanId === row.loanId);
    const last = lastContacts.find((contact) => contact.loanId === row.loanId)?.at ?? null;
    return {
      loanId: row.loanId,
      clientId: row.clientId,
      clientName: fullNameOf(row) || `#${row.clientId}`,
      bucket: bucketOf(row.status, row.overdueDays) as OverdueBucket,
      overdueDays: row.overdueDays,
      dueDate: row.dueDate,
      balance: moneyView(Number(row.balance)),
      claim:
        row.claimUserId !== null && row.claimedAt !== null
          ? {
              loanId: row.loanId,
              userId: row.claimUserId,
              name: row.claimName ?? '',
              claimedAt: row.claimedAt.toISOString(),
            }
          : null,
      promise: newest ? promiseView(newest) : null,
      brokenPromise: newest?.status === 'broken',
      lastContactAt: last ? new Date(last).toISOString() : null,
    };
  });
  return { items, total: count?.n ?? 0 };
}
