import { APPLICATION_STATUS } from '@lender/calculator/platform';
import { MAX_PER_PAGE, type ManualQueueItem } from '@lender/contracts';
import type { Database } from '@lender/db';
import { asc, eq, sql } from '@lender/db/orm';
import { applications, backOfficeUsers, clients, decisions, manualClaims } from '@lender/db/schema';
import { applicationView } from '../applications/application-context';
import { applicationViewColumns } from '../applications/application-model';
import { clientSummaryColumns, clientSummaryOf } from './lists/clients-list';
import { manualQueueCount } from './manual-queue-count';
import type { Page, PageRequest } from './operations-model';
import type { PiiReadContext } from './reader';

// The status as a literal, not a parameter: the planner of a generic plan then knows it picks the
// ~1,000 waiting cases, not a quarter of every application (below).
const manual = sql.raw(String(APPLICATION_STATUS.manualVerification));
const waiting = sql`${applications.status} = ${manual}`;
// The case's latest manual-verification decision (its reasons, and since when it waits), read
// beside each row through `decisions_application_idx` (ADR 253), once for both columns (a lateral
// join: two scalar subqueries probed the index twice a row); the queue's count in the same
// statement, an InitPlan run once (ADR 092), summed from the rows migration 0033 keeps instead of
// counting the waiting cases (ADR 105).
const latestManual = sql`lateral (select d.reasons, d.created_at from ${decisions} d where d.application_id = ${applications.id} and d.outcome = ${manual} order by d.id desc limit 1) as latest_manual`;
/**
 * The statement of a page of `perPage` cases, prepared under a name once per page size (ADR 098).
 * The page's ids first (an index walk of `applications_status_updated_idx`), then their rows,
 * client, claim and decision, so a deep page's `OFFSET` skips ids only; the page size and status
 * are literals and only the offset is a parameter. With both as parameters the planner had to
 * guess a page of a tenth of the table for a generic plan, so it planned every call anew (0.5 ms,
 * more than running it); now each pooled connection plans it a few times, then keeps one plan.
 */
function pageStatement(db: Database, perPage: number) {
  // A literal in the statement's text, and one statement per size: only the sizes a page may have.
  if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    throw new RangeError(`perPage must be 1 to ${MAX_PER_PAGE}, got ${perPage}`);
  const pageIds = sql`(select ${applications.id} as page_id from ${applications} where ${waiting} order by ${applications.updatedAt} asc, ${applications.id} asc limit ${sql.raw(String(perPage))} offset ${sql.placeholder('offset')}) as page_ids`;
  return db
    .select({
      // The columns the answer reads, not the whole row (ADR 265).
      application: { ...applicationViewColumns, updatedAt: applications.updatedAt },
      client: clientSummaryColumns,
      claimUserId: manualClaims.userId,
      claimName: backOfficeUsers.name,
      claimedAt: manualClaims.claimedAt,
      decisionReasons: sql`latest_manual.reasons`.mapWith(decisions.reasons),
      decidedAt: sql`latest_manual.created_at`.mapWith(decisions.createdAt),
      total: sql<number>`${manualQueueCount.total}`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(pageIds, sql`page_ids.page_id = ${applications.id}`)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .leftJoin(manualClaims, eq(manualClaims.applicationId, applications.id))
    .leftJoin(backOfficeUsers, eq(backOfficeUsers.id, manualClaims.userId))
    .leftJoin(latestManual, sql`true`)
    .orderBy(asc(applications.updatedAt), asc(applications.id))
    .prepare(`lender_manual_queue_page_${perPage}`);
}
type PageStatement = ReturnType<typeof pageStatement>;
/** The prepared page statements of each database, by page size. */
const preparedPages = new WeakMap<Database, Map<number, PageStatement>>();

/**
 * `backOffice.manualQueue`: the applications waiting for manual verification (status 14), oldest
 * first, each with its client, the reasons it waits, since when, and who claimed it (deciding a case
 * is `decide-application.ts`).
 */
export async function manualQueue(
  ctx: Pick<PiiReadContext, 'db' | 'pii'>,
  { query: { page, perPage } }: { readonly query: PageRequest },
): Promise<Page<ManualQueueItem>> {
  const { db } = ctx;
  const limit = perPage;
  const offset = (Math.max(1, page) - 1) * perPage;
  const statements = preparedPages.get(db) ?? new Map<number, PageStatement>();
  preparedPages.set(db, statements);
  let statement = statements.get(limit);
  if (!statement) {
    statement = pageStatement(db, limit);
    statements.set(limit, statement);
  }
  const rows = await statement.execute({ offset });
  // The count came with the rows (ADR 092); a page past the end has no row to carry it.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await manualQueueCount.exact(db));
  const items = rows.map(
    ({ application, client, claimUserId, claimName, claimedAt, decisionReasons, decidedAt }) => ({
      application: applicationView(ctx, application),
      client: clientSummaryOf(ctx.pii, client),
      reasons: decisionReasons?.map((reason) => reason.code) ?? [],
      waitingSince: (decidedAt ?? application.updatedAt).toISOString(),
      claim:
        claimUserId !== null && claimedAt !== null
          ? { userId: claimUserId, name: claimName ?? '', claimedAt: claimedAt.toISOString() }
          : null,
    }),
  );
  return { items, total: Number(total) };
}
